import { Button, Form, Space, type FormProps } from 'antd';
import { DateRangeInput, dateRangeItem } from '../fields/DateRangeInput';
import { defaultFilterInput } from '../fields/kinds/defaults';
import { selectFilterInput } from '../fields/kinds/select';
import { kindOf } from '../fields/registry';
import { ALL_VALUE } from '../fields/SelectInput';
import { filterFields } from './filters';
import type { ResourceSchema } from '../../model/types';
import { usePhone } from '../../theme';
import { t } from '../../i18n';

/** The filter form of a list: one control per filter, Search and Reset; stacked on a phone. */
export function SchemaFilters({ schema, formProps }: { schema: ResourceSchema; formProps: FormProps }) {
  const phone = usePhone();
  const filters = filterFields(schema);
  if (filters.length === 0) return null;
  const reset = () => {
    formProps.form?.resetFields();
    formProps.form?.submit();
  };
  return (
    <Form
      {...formProps}
      layout={phone ? 'vertical' : 'inline'}
      name={`${schema.name}-filters`}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {filters.map(({ field, spec, param }) => (
        <Form.Item
          key={param}
          name={param}
          label={t(field.label)}
          initialValue={spec.withAll ? ALL_VALUE : undefined}
          {...(spec.kind === 'dateRange' ? dateRangeItem : {})}
        >
          {spec.kind === 'dateRange' ? (
            <DateRangeInput />
          ) : (
            // A filter spec of kind 'select' asks for choices whatever the field's kind.
            (spec.kind === 'select'
              ? selectFilterInput
              : (kindOf(field.kind).filterInput ?? defaultFilterInput))({
              field,
              spec,
            })
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('Search')}
          </Button>
          <Button onClick={reset}>{t('Reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
