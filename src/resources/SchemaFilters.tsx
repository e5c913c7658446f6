import { Button, Form, Input, Space, type FormProps } from 'antd';
import { DateRangeInput } from './fields/DateRangeInput';
import { SelectInput, ALL_VALUE } from './fields/SelectInput';
import { filterFields } from './filters';
import type { ResourceSchema } from '../model/types';

/** The filter form of a list: one control per filter, Search and Reset. */
export function SchemaFilters({ schema, formProps }: { schema: ResourceSchema; formProps: FormProps }) {
  const filters = filterFields(schema);
  if (filters.length === 0) return null;
  const reset = () => {
    formProps.form?.resetFields();
    formProps.form?.submit();
  };
  return (
    <Form
      {...formProps}
      layout="inline"
      name={`${schema.name}-filters`}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {filters.map(({ field, spec, param }) => (
        <Form.Item
          key={param}
          name={param}
          label={field.label}
          initialValue={spec.withAll ? ALL_VALUE : undefined}
        >
          {spec.kind === 'dateRange' ? (
            <DateRangeInput />
          ) : spec.kind === 'select' || field.kind === 'select' || field.kind === 'multiSelect' ? (
            <SelectInput source={spec.options ?? field.options} withAll={spec.withAll} />
          ) : (
            <Input allowClear placeholder={spec.placeholder ?? field.label} style={{ width: 200 }} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            Search
          </Button>
          <Button onClick={reset}>Reset</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
