import { useCreate, useCustom, useInvalidate, useUpdate } from '@refinedev/core';
import { Alert, App, Button, Cascader, Form, Input, Modal, Space, Spin, type CascaderProps } from 'antd';
import { submitOnEnter } from '../../form/submitOnEnter';
import { withoutRootAria } from '../../fields/rootAria';
import { useState } from 'react';
import { SelectInput } from '../../fields/SelectInput';
import { toAntdRules } from '../../form/antdRules';
import { formTitle } from '../../form/formValues';
import type { CustomFormProps, FieldDef, Values } from '../../../model/types';
import { markerCount, NO_MARKER_CONFIRM, tagList } from '../../../common/articleRules';
import { ArticlePreview } from './ArticlePreview';
import { CoverUpload } from './CoverUpload';
import RichTextEditor from './RichTextEditor';
import { useArticle } from './useArticle';
import { useUnsavedGuard } from '../../form/useUnsavedGuard';
import { useOneAtATime } from '../../../ui/useOneAtATime';
import { outcomeUnknown, saveFailure } from '../../actions/saveOutcome';
import { t } from '../../../i18n';
import { newsCategories } from '../../../calls/calls';

interface CategoryNode {
  id: number;
  name: string;
  children?: CategoryNode[];
}

/** The form values of an article: tags and other keywords typed comma-separated. */
function formValuesOf(article: Values | undefined): Values {
  if (!article) return { auto_ads_mode: false };
  const joined = (value: unknown) => tagList(value).join(', ');
  return { ...article, tags: joined(article.tags), other_key_word: joined(article.other_key_word) };
}

/**
 * Create, edit or view an information article: the schema's fields and rules with a rich-text
 * body, a cover upload, Preview and Submit. Loaded only when the editor opens.
 */
export default function InformationEditor({ schema, mode, record, onClose }: CustomFormProps) {
  const { article, loading } = useArticle(schema, record?.id, mode !== 'create');
  if (mode !== 'create' && (loading || !article)) {
    return (
      <Modal open title={formTitle(schema, mode)} footer={null} onCancel={onClose}>
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      </Modal>
    );
  }
  return <EditorForm schema={schema} mode={mode} record={article} onClose={onClose} />;
}

function EditorForm({
  schema,
  mode,
  record,
  onClose,
}: Pick<CustomFormProps, 'schema' | 'mode' | 'onClose'> & { record?: Values }) {
  const [form] = Form.useForm<Values>();
  const { modal, message } = App.useApp();
  const readOnly = mode === 'view';
  const language = Form.useWatch('language', form) as string | undefined;
  const [preview, setPreview] = useState<Values>();
  const [failure, setFailure] = useState<string>();
  const create = useCreate();
  const invalidate = useInvalidate();
  const update = useUpdate();
  const { once, pending } = useOneAtATime();
  const saving = pending || create.mutation.isPending || update.mutation.isPending;
  const { requestClose, release } = useUnsavedGuard(() => !readOnly && form.isFieldsTouched());
  const cancel = () => requestClose(onClose);
  const { result: categories } = useCustom<{ data?: CategoryNode[] }>({
    url: newsCategories.path,
    method: 'get',
    config: { query: { page_size: 999, language, status: 1 } },
    queryOptions: { enabled: Boolean(language), staleTime: 60_000 },
  });

  const field = (key: string): FieldDef => {
    const found = schema.fields.find((candidate) => candidate.key === key);
    if (!found) throw new Error(`information schema has no field ${key}`);
    return found;
  };
  const item = (key: string) => {
    const def = field(key);
    const label = t(def.form?.label ?? def.label);
    const rules = readOnly ? [] : toAntdRules(def.form?.rules ?? [], label);
    const required = !readOnly && def.form?.rules?.some((rule) => rule.kind === 'required');
    return { name: key, label, rules, required, validateFirst: true };
  };

  const send = async (values: Values) => {
    const payload: Values = {
      title: String(values.title ?? '').trim(),
      language: values.language,
      category: values.category,
      tags: tagList(values.tags),
      other_key_word: tagList(values.other_key_word),
      icon: values.icon,
      icon_id: values.icon_id,
      content: values.content,
      auto_ads_mode: Boolean(values.auto_ads_mode),
    };
    setFailure(undefined);
    const common = { resource: schema.name, values: payload, successNotification: false as const };
    try {
      if (mode === 'create') await create.mutateAsync({ ...common, errorNotification: false });
      else
        await update.mutateAsync({
          ...common,
          id: record?.id as number,
          errorNotification: false,
          mutationMode: 'pessimistic',
        });
      void message.success(mode === 'create' ? schema.messages?.created : schema.messages?.updated);
      release();
      onClose();
    } catch (error) {
      const reason = t(saveFailure(error));
      if (outcomeUnknown(error)) {
        void message.warning(reason);
        void invalidate({ resource: schema.name, invalidates: ['list'] });
      } else void message.error(reason);
      setFailure(reason);
    }
  };

  // Busy from the click until the call is answered or the question declined: one submit, one call.
  const submit = once(async () => {
    const values = { ...form.getFieldsValue(true), ...(await form.validateFields()) } as Values;
    if (markerCount(String(values.content ?? '')) > 0) return send(values);
    await new Promise<void>((answered) =>
      modal.confirm({
        title: t('No search ads position'),
        content: NO_MARKER_CONFIRM,
        okText: t('Submit'),
        cancelText: t('Cancel'),
        onOk: () => send(values).finally(answered),
        onCancel: () => answered(),
      }),
    );
  });

  return (
    <Modal
      open
      title={formTitle(schema, mode)}
      onCancel={cancel}
      width={880}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={cancel}>{readOnly ? t('Close') : t('Cancel')}</Button>
          <Button onClick={() => setPreview(form.getFieldsValue(true) as Values)}>{t('Preview')}</Button>
          {!readOnly && (
            <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
              {t('Submit')}
            </Button>
          )}
        </Space>
      }
    >
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={formValuesOf(record)}
        name="information-form"
        // Enter in the title sends it, as in every dialog form (the rich text keeps its new lines).
        onKeyDown={readOnly ? undefined : submitOnEnter(() => void submit().catch(() => undefined))}
      >
        <Form.Item {...item('title')}>
          <Input showCount maxLength={100} placeholder={t('Title')} />
        </Form.Item>
        <Space.Compact block style={{ gap: 16 }}>
          <Form.Item {...item('language')} style={{ flex: 1 }}>
            <SelectInput
              source={field('language').options}
              placeholder={t('Language')}
              onChange={(value) => form.setFieldsValue({ language: value as string, category: undefined })}
            />
          </Form.Item>
          <Form.Item {...item('category')} style={{ flex: 1 }}>
            <CategoryCascader
              options={(categories.data as { data?: CategoryNode[] } | undefined)?.data ?? []}
              fieldNames={{ label: 'name', value: 'id', children: 'children' }}
              placeholder={language ? t('Category') : t('Choose a language first')}
              disabled={readOnly || !language}
              changeOnSelect={false}
            />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block style={{ gap: 16 }}>
          <Form.Item {...item('tags')} style={{ flex: 1 }}>
            <Input placeholder={t(field('tags').form?.placeholder ?? '')} />
          </Form.Item>
          <Form.Item {...item('other_key_word')} style={{ flex: 1 }}>
            <Input placeholder={t(field('other_key_word').form?.placeholder ?? '')} />
          </Form.Item>
        </Space.Compact>
        <Form.Item {...item('icon')} extra={t('jpg, png or jpeg, at least 300*250, under 10M')}>
          <CoverUpload onUploaded={(iconId) => form.setFieldValue('icon_id', iconId)} />
        </Form.Item>
        <Form.Item {...item('content')}>
          {/* The form's disabled state does not reach a custom input: View passes it on. */}
          <RichTextEditor disabled={readOnly} />
        </Form.Item>
      </Form>
      {preview && <ArticlePreview article={preview} onClose={() => setPreview(undefined)} />}
    </Modal>
  );
}

/** The category Cascader without the aria attribute antd misplaces on its root. */
function CategoryCascader(props: CascaderProps<CategoryNode>) {
  const { multiple: _multiple, ...single } = withoutRootAria(props);
  return <Cascader<CategoryNode> {...single} />;
}
