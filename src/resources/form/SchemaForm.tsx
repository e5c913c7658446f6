import { useCreate, useDataProvider, useInvalidate, useUpdate } from '@refinedev/core';
import { Alert, Button, Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { FieldInput } from '../fields/FieldInput';
import {
  derivedValues,
  formFields,
  formTitle,
  initialValues,
  isEnabled,
  isVisible,
  valuesToSend,
  type FormMode,
} from './formValues';
import { toAntdRules } from './antdRules';
import { sentValue } from '../../model/transforms';
import { fieldIsActive } from '../../model/rules';
import type { ResourceSchema, Values } from '../../model/types';
import { useRecordDetail } from './useRecordDetail';
import { useMessage } from '../../providers/notifications/useMessage';
import { useUnsavedGuard } from './useUnsavedGuard';
import { useStaleMessages } from './useStaleMessages';
import { useOneAtATime } from '../../ui/useOneAtATime';
import { useCreateDraft } from './useCreateDraft';
import { submitOnEnter } from './submitOnEnter';
import { reasonField } from './reasonField';
import { outcomeUnknown, saveFailure } from '../actions/saveOutcome';
import { changedFields, conflictRecord, currentRecord, type ChangedField } from './conflicts';
import { ConflictDialog } from './ConflictDialog';
import { versionOf } from '../../model/recordVersion';
import { serverText, shown, t } from '../../i18n';

interface SchemaFormProps {
  schema: ResourceSchema;
  /**
   * 'view' is the edit form read-only, with a Close button only (row action kind 'view'); issue
   * 5 screens (users, groups) can use it as they are.
   */
  mode: FormMode;
  record?: Values;
  scope: Values;
  onClose: () => void;
}

/** Success toasts stay 3 s, a long one a second for every 12 characters (time to read it). */
const readingSeconds = (text: string) => Math.max(3, Math.ceil(text.length / 12));

/**
 * The create/edit/view modal of a resource: fields, rules and conditions from the schema. On a
 * failed call the modal stays open with what the user typed and says why. An edit remembers the
 * record as it opened it: saved after the server's record changed, it shows what changed
 * (ConflictDialog) instead of overwriting it (./conflicts.ts).
 */
export function SchemaForm(props: SchemaFormProps) {
  const { schema, mode, record: row, scope, onClose } = props;
  const { record, loading } = useRecordDetail(schema, mode, row, scope, onClose);
  if (loading) {
    return (
      <Modal open title={formTitle(schema, mode)} footer={null} onCancel={onClose}>
        <Spin style={{ display: 'block', margin: '32px auto' }} />
      </Modal>
    );
  }
  return <FormModal {...props} record={record} />;
}

function FormModal({ schema, mode, record: openedRecord, scope, onClose }: SchemaFormProps) {
  const [form] = Form.useForm<Values>();
  // The record as the form opened it, or as Reload took it from the server: a save is made from it.
  const [record, setRecord] = useState(openedRecord);
  const [conflict, setConflict] = useState<{ current: Values; changes: ChangedField[] }>();
  const dataProvider = useDataProvider();
  // A create form reopened by a reload starts from what was typed (useCreateDraft).
  const draft = useCreateDraft(mode === 'create');
  const start = { ...initialValues(schema, mode, record), ...draft.restored };
  const startValues = { ...start, ...(mode === 'create' ? derivedValues(schema, start) : {}) };
  const watched = Form.useWatch([], { form, preserve: true }) as Values | undefined;
  const values = watched ?? startValues;
  useStaleMessages(form, watched, (name) => {
    const field = formFields(schema, mode).find((candidate) => candidate.key === name);
    return Boolean(field?.form?.rules?.length && fieldIsActive(field, values, mode, record));
  });
  const [failure, setFailure] = useState<string>();
  const create = useCreate();
  const update = useUpdate();
  const message = useMessage();
  const invalidate = useInvalidate();
  const { once, pending } = useOneAtATime();
  const saving = pending || create.mutation.isPending || update.mutation.isPending;
  const { messages = {} } = schema;
  const notice = record ? shown(schema.formNotice, record) : undefined;
  const { requestClose, release } = useUnsavedGuard(
    () => form.isFieldsTouched() || draft.restored !== undefined,
    draft.clear,
  );
  const cancel = () =>
    requestClose(() => {
      draft.clear();
      onClose();
    });

  const followValues = (_: Values, all: Values) => {
    for (const field of formFields(schema, mode)) {
      if (field.form?.derive) continue;
      const locked = !isEnabled(field, all, mode, record);
      if (locked && all[field.key] !== undefined && !field.form?.lockedOnEdit) {
        form.setFieldValue(field.key, undefined);
      }
    }
    const derived = derivedValues(schema, all);
    if (Object.keys(derived).length) form.setFieldsValue(derived as never);
    draft.save(form.getFieldsValue(true) as Values);
  };

  const edit = (values: Values, from: Values | undefined) =>
    update.mutateAsync({
      resource: schema.name,
      meta: { scope, version: versionOf(from) },
      successNotification: false,
      id: record?.[schema.idKey] as string,
      values,
      errorNotification: false,
      mutationMode: 'pessimistic',
    });

  /** The server's record when it changed, where the form looks, since the form opened it. */
  const changesOn = (current: Values | undefined) =>
    current && record ? changedFields(schema, record, current, form.getFieldsValue(true) as Values) : [];

  /**
   * An edit made from the record opened (or, to overwrite, from the server's current one). A
   * record without a version is compared with the server's before (a host that keeps none); one
   * with a version is checked by the server. A refusal for changes outside the form's fields (a
   * status) is no conflict: the save is made again from the current version.
   */
  const saveEdit = async (payload: Values, overwrite?: Values) => {
    const from = overwrite ?? record;
    if (!overwrite && record && !versionOf(record)) {
      let current: Values | undefined;
      try {
        current = await currentRecord(dataProvider(), schema, record, scope);
      } catch (error) {
        // Only a read failed: nothing was sent to be saved.
        throw new Error(error instanceof Error ? error.message : 'service error', { cause: error });
      }
      const changes = changesOn(current);
      if (current && changes.length) return { current, changes };
    }
    try {
      await edit(payload, from);
    } catch (error) {
      const current = conflictRecord(error);
      if (!current) throw error;
      const changes = changesOn(current);
      if (changes.length) return { current, changes };
      // Changed where the form does not look: saved again from the current version, once.
      if (!versionOf(current) || versionOf(current) === versionOf(from)) throw error;
      await edit(payload, current);
    }
    return undefined;
  };

  const submit = once(async (overwrite?: Values) => {
    let typed: Values;
    try {
      typed = await form.validateFields();
    } catch (error) {
      if (messages.incomplete) void message.error(messages.incomplete);
      throw error;
    }
    const payload = valuesToSend(schema, mode, { ...form.getFieldsValue(true), ...typed }, record);
    setFailure(undefined);
    const common = { resource: schema.name, meta: { scope }, successNotification: false as const };
    try {
      if (mode === 'create') {
        await create.mutateAsync({ ...common, values: payload, errorNotification: false });
        const saved = messages.created ?? t('Saved');
        void message.success({ content: saved, duration: readingSeconds(saved) });
      } else {
        const changed = await saveEdit(payload, overwrite);
        if (changed) {
          setConflict(changed);
          return;
        }
        const saved = messages.updated ?? t('Saved');
        void message.success({ content: saved, duration: readingSeconds(saved) });
      }
      release();
      draft.clear();
      onClose();
    } catch (error) {
      const reason = saveFailure(error);
      const toast = mode === 'create' ? messages.createFailed : messages.updateFailed;
      if (outcomeUnknown(error)) {
        void message.warning(reason);
        void invalidate({ resource: schema.name, invalidates: ['list'] });
      } else {
        // A reason about one field's value (a name taken) shows on that field, once: no toast
        // repeating it, only the spec's own failure toast where the schema names one.
        const typedNow = form.getFieldsValue(true) as Values;
        const shownFields = formFields(schema, mode).filter(
          (field) => field.kind !== 'hidden' && isVisible(field, typedNow),
        );
        const field = reasonField(shownFields, typedNow, reason);
        if (field) {
          form.setFields([{ name: field.key, errors: [serverText(reason)] }]);
          form.focusField(field.key);
          if (toast) void message.error(toast);
          return;
        }
        void message.error(toast ?? reason);
      }
      setFailure(reason);
    }
  });

  const viewOnly = mode === 'view';
  const send = () => void submit().catch(() => undefined);

  /** Reload: the form takes the server's record (and is made from it), and stays open. */
  const reload = (current: Values) => {
    const values = initialValues(schema, mode, current);
    const fields = Object.fromEntries(
      formFields(schema, mode).map((field) => [field.key, values[field.key]]),
    );
    form.resetFields();
    form.setFieldsValue({ ...values, ...fields } as never);
    setRecord(current);
    setConflict(undefined);
    setFailure(undefined);
  };
  /** Overwrite: the form's values saved from the server's current record. */
  const overwrite = (current: Values) => {
    setConflict(undefined);
    void submit(current).catch(() => undefined);
  };
  return (
    <Modal
      open
      title={formTitle(schema, mode)}
      okText={t('Submit')}
      onOk={send}
      onCancel={cancel}
      okButtonProps={{ loading: saving, disabled: saving }}
      footer={viewOnly ? <Button onClick={onClose}>{t('Close')}</Button> : undefined}
      destroyOnHidden
    >
      {conflict && (
        <ConflictDialog
          changes={conflict.changes}
          saving={saving}
          onReload={() => reload(conflict.current)}
          onOverwrite={() => overwrite(conflict.current)}
          onCancel={() => setConflict(undefined)}
        />
      )}
      {notice && <Alert type="warning" showIcon message={notice} style={{ marginBottom: 16 }} />}
      {failure && <Alert type="error" showIcon message={serverText(failure)} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={startValues}
        onValuesChange={followValues}
        name={`${schema.name}-form`}
        // Enter in a one-line field sends the form, as Submit does (never in a textarea).
        onKeyDown={viewOnly ? undefined : submitOnEnter(send)}
      >
        {formFields(schema, mode)
          .filter((field) => isVisible(field, values))
          .map((field) => {
            if (field.kind === 'hidden') return <Form.Item key={field.key} name={field.key} hidden />;
            const active = fieldIsActive(field, values, mode, record);
            const label = t(field.form?.label ?? field.label);
            return (
              <Form.Item
                key={field.key}
                name={field.key}
                label={label}
                rules={
                  active
                    ? toAntdRules(field.form?.rules ?? [], label, (value, values) =>
                        sentValue(field, value, values),
                      )
                    : []
                }
                validateFirst
                required={active && field.form?.rules?.some((rule) => rule.kind === 'required')}
              >
                <FieldInput field={field} disabled={!isEnabled(field, values, mode, record)} />
              </Form.Item>
            );
          })}
      </Form>
    </Modal>
  );
}
