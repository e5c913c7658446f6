import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useState } from 'react';
import { call } from '../../../providers/http';
import { imageSource } from '../../../sanitize/policy';
import { coverProblem, readPixels } from './coverRules';
import { t } from '../../../i18n';
import { coverUpload } from '../../../calls/calls';

export const COVER_UPLOAD_PATH = coverUpload.path;

interface CoverUploadProps {
  id?: string;
  value?: string;
  onChange?: (icon: string | undefined) => void;
  /** The uploaded image's id, from the same response. */
  onUploaded?: (iconId: number) => void;
  disabled?: boolean;
}

interface UploadAnswer {
  icon?: unknown;
  icon_id?: unknown;
}

/** Shown when the server says success but gives no cover address. */
export const UPLOAD_FAILED = 'upload failed';

/**
 * The cover image: checked here (type, size, at least 300x250) before it is sent as the `file`
 * form field through the call layer (Authorization header, a 401 logs out once, a failure shows
 * the server's msg); the answer gives icon and icon_id.
 */
export function CoverUpload({ id, value, onChange, onUploaded, disabled }: CoverUploadProps) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const problem = coverProblem(file, await readPixels(file));
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const upload: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const body = new FormData();
    body.append('file', file as Blob, (file as File).name);
    setUploading(true);
    try {
      // A failed call has already been reported by the call layer (toast, or logout on 401).
      const answer = (await call<UploadAnswer>({ method: 'POST', path: COVER_UPLOAD_PATH, body })).data;
      if (typeof answer?.icon !== 'string' || !answer.icon) {
        void message.error(UPLOAD_FAILED);
        onError?.(new Error(UPLOAD_FAILED));
        return;
      }
      onChange?.(answer.icon);
      onUploaded?.(Number(answer.icon_id));
      onSuccess?.(answer);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setUploading(false);
    }
  };
  const shown = imageSource(value);

  return (
    <Upload
      id={id}
      name="file"
      accept=".jpg,.jpeg,.png"
      customRequest={upload}
      listType="picture-card"
      showUploadList={false}
      maxCount={1}
      disabled={disabled}
      beforeUpload={beforeUpload}
    >
      {shown ? (
        <img
          src={shown}
          alt={t('Cover')}
          style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <div>
          {uploading ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>{t('Upload cover')}</div>
        </div>
      )}
    </Upload>
  );
}
