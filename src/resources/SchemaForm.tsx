import { useCreate, useUpdate } from '@refinedev/core';
import { Alert, Form, Modal, message } from 'antd';
import { useState } from 'react';
import { FieldInput } from './fields/FieldInput';
import { formFields, initialValues, isEnabled, isVisible, valuesToSend, type FormMode } from './formValues';
import { fieldIsActive, toAntdRules } from './rules';
import type { ResourceSchema, Values } from './types';

interface SchemaFormProps {
  schema: ResourceSchema;
  mode: FormMode;
  record?: Values;
  scope: Values;
  onClose: () => void;
}

/**
 * The create/edit modal of a resource: fields, rules and conditions from the schema. On a
 * failed call the modal stays open with what the user typed and says why.
 */
export function SchemaForm({ schema, mode, record, scope, onClose }: SchemaFormProps) {
  const [form] = Form.useForm<Values>();
  const values = (Form.useWatch([], form) ?? initialValues(schema, mode, record)) as Values;
  const [failure, setFailure] = useState<string>();
  const create = useCreate();
  const update = useUpdate();
  const saving = create.mutation.isPending || update.mutation.isPending;
  const title = mode === 'create' ? schema.createLabel : (schema.editLabel ?? `Edit ${schema.label}`);
  const { messages = {} } = schema;

  const clearDisabled = (_: Values, all: Values) => {
    for (const field of formFields(schema, mode)) {
      if (!isEnabled(field, all, mode) && all[field.key] !== undefined && !field.form?.lockedOnEdit) {
        form.setFieldValue(field.key, undefined);
      }
    }
  };

  const submit = async () => {
    const typed = await form.validateFields();
    const payload = valuesToSend(schema, mode, { ...form.getFieldsValue(true), ...typed }, record);
    setFailure(undefined);
    const common = { resource: schema.name, meta: { scope }, successNotification: false as const };
    try {
      if (mode === 'create') {
        await create.mutateAsync({ ...common, values: payload, errorNotification: false });
        void message.success(messages.created ?? 'Saved');
      } else {
        await update.mutateAsync({
          ...common,
          id: record?.[schema.idKey] as string,
          values: payload,
          errorNotification: false,
          mutationMode: 'pessimistic',
        });
        void message.success(messages.updated ?? 'Saved');
      }
      onClose();
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'service error';
      const toast = mode === 'create' ? messages.createFailed : messages.updateFailed;
      void message.error(toast ?? reason);
      setFailure(reason);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText="Submit"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ loading: saving, disabled: saving }}
      destroyOnHidden
      maskClosable={false}
    >
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(schema, mode, record)}
        onValuesChange={clearDisabled}
        name={`${schema.name}-form`}
      >
        {formFields(schema, mode)
          .filter((field) => isVisible(field, values))
          .map((field) => {
            const active = fieldIsActive(field, values, mode);
            const label = field.form?.label ?? field.label;
            return (
              <Form.Item
                key={field.key}
                name={field.key}
                label={label}
                rules={active ? toAntdRules(field.form?.rules ?? [], label) : []}
                validateFirst
                required={active && field.form?.rules?.some((rule) => rule.kind === 'required')}
              >
                <FieldInput field={field} disabled={!isEnabled(field, values, mode)} />
              </Form.Item>
            );
          })}
      </Form>
    </Modal>
  );
}
