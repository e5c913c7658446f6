import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useState } from 'react';
import { callUrl } from '../../../providers/http';
import { getToken } from '../../../providers/session';
import { coverProblem, readPixels } from './coverRules';

export const COVER_UPLOAD_PATH = '/ssp_publisher/news/upload';

interface CoverUploadProps {
  id?: string;
  value?: string;
  onChange?: (icon: string | undefined) => void;
  /** The uploaded image's id, from the same response. */
  onUploaded?: (iconId: number) => void;
  disabled?: boolean;
}

interface UploadAnswer {
  success?: boolean;
  msg?: string;
  data?: { icon: string; icon_id: number };
}

/**
 * The cover image: checked here (type, size, at least 300x250) before it is sent as the `file`
 * form field with the Authorization header; the answer gives icon and icon_id.
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

  const onUploadChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') return setUploading(true);
    setUploading(false);
    const answer = file.response as UploadAnswer | undefined;
    if (file.status === 'done' && answer?.success && answer.data) {
      onChange?.(answer.data.icon);
      onUploaded?.(answer.data.icon_id);
    } else if (file.status === 'done' || file.status === 'error') {
      void message.error(answer?.msg || 'upload failed');
    }
  };

  return (
    <Upload
      id={id}
      name="file"
      accept=".jpg,.jpeg,.png"
      action={callUrl('main', COVER_UPLOAD_PATH)}
      headers={{ Authorization: getToken() ?? '' }}
      listType="picture-card"
      showUploadList={false}
      maxCount={1}
      disabled={disabled}
      beforeUpload={beforeUpload}
      onChange={onUploadChange}
    >
      {value ? (
        <img
          src={value}
          alt="Cover"
          style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <div>
          {uploading ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>Upload cover</div>
        </div>
      )}
    </Upload>
  );
}
