import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useActionAccess } from '../actions/ActionGate';
import { CustomForm } from './CustomForm';
import { addressedRow, formAction, NO_CREATE_FORM, noForm, noRecord, type FormAddress } from './formAddress';
import type { FormMode } from './formValues';
import { SchemaForm } from './SchemaForm';
import type { ResourceSchema, Values } from '../../model/types';
import { t } from '../../i18n';

interface AddressedFormProps {
  schema: ResourceSchema;
  scope: Values;
  address: FormAddress;
  /** The rows the list shows; an edit or view address names one of them. */
  rows: readonly Values[];
  rowsLoading: boolean;
  onClose: () => void;
  /** Reload the list (after a custom form closes). */
  refresh: () => void;
}

/**
 * The form the list's address asks for. An address the list cannot honour (no create form, an id
 * not in the list, an action the row does not offer or the user may not use) is a warning, and
 * the parameter goes; the list stays as it is.
 */
export function AddressedForm(props: AddressedFormProps) {
  const { schema, address, rows, rowsLoading, onClose } = props;
  if (!address) return null;
  const part = { schema, scope: props.scope, onClose, refresh: props.refresh };
  if (address.mode === 'create') {
    if (!schema.api.create) return <Refusal text={NO_CREATE_FORM} onClose={onClose} />;
    return <FormPart {...part} mode="create" />;
  }
  if (rowsLoading) return null;
  const row = addressedRow(schema, rows, address.id);
  // A record the list does not hold cannot be loaded: the schema's own words for that, when it has them.
  const loadFailed = schema.messages?.loadFailed;
  if (!row)
    return loadFailed ? (
      <Refusal text={loadFailed} onClose={onClose} failure />
    ) : (
      <Refusal text={noRecord(address.id)} onClose={onClose} />
    );
  const action = formAction(schema, address.mode, row);
  if (!action || (action.enabledWhen && !action.enabledWhen(row)))
    return <Refusal text={noForm(address.mode)} onClose={onClose} />;
  // Keyed by the address: another id in it (?view=5001 to ?view=5002) is another record's form.
  return (
    <AllowedForm
      key={`${address.mode}:${address.id}`}
      {...part}
      mode={address.mode}
      access={action.access}
      record={row}
    />
  );
}

interface FormPartProps {
  schema: ResourceSchema;
  mode: FormMode;
  record?: Values;
  scope: Values;
  onClose: () => void;
  refresh: () => void;
}

/** The row's form once the accessControlProvider allows the action (as the row's button is). */
function AllowedForm({ access, ...props }: FormPartProps & { access?: string }) {
  const { allowed, reason, loading } = useActionAccess(props.schema, access, props.record ?? {});
  if (loading) return null;
  if (!allowed)
    return (
      <Refusal text={reason ?? noForm(props.mode === 'view' ? 'view' : 'edit')} onClose={props.onClose} />
    );
  return <FormPart {...props} />;
}

/** The schema's own form part when it has one, else the generic form. */
function FormPart({ schema, mode, record, scope, onClose, refresh }: FormPartProps) {
  if (schema.form) {
    const closeAndReload = () => {
      onClose();
      refresh();
    };
    return (
      <CustomForm
        loader={schema.form}
        schema={schema}
        mode={mode}
        record={record}
        scope={scope}
        onClose={closeAndReload}
      />
    );
  }
  return <SchemaForm schema={schema} mode={mode} record={record} scope={scope} onClose={onClose} />;
}

/**
 * Says why the address cannot be opened, once, and removes it; again if the list's own address
 * sync (Refine's syncWithLocation, started from the old query) puts it back. A record that cannot
 * be loaded (`failure`) is an error, as a failed detail load is (useRecordDetail).
 */
function Refusal({ text, onClose, failure }: { text: string; onClose: () => void; failure?: boolean }) {
  const { message } = App.useApp();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void (failure ? message.error(t(text)) : message.warning(t(text)));
  }, [message, text, failure]);
  useEffect(() => onClose(), [onClose]);
  return null;
}
