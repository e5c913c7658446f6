import { Input, Select } from 'antd';
import { chosenTags } from '../../ui/chosenTags';
import { LookupInput } from '../../resources/fields/LookupInput';
import type { FilterDef } from '../types';
import { useOptionList } from './useOptionList';
import { t } from '../../i18n';

interface FilterInputProps {
  id?: string;
  filter: FilterDef;
  value?: string[] | string;
  onChange?: (value: string[] | string) => void;
  /** A time-zone tab: the selector shows that zone and cannot change. */
  lockedTo?: string;
}

function OptionsSelect({ filter, lockedTo, ...props }: FilterInputProps & { filter: { options: never } }) {
  const { options, loading } = useOptionList(filter.options);
  return (
    <Select
      {...props}
      value={lockedTo ? [lockedTo] : props.value}
      disabled={Boolean(lockedTo)}
      mode="multiple"
      allowClear
      showSearch
      {...chosenTags}
      placeholder={t('All')}
      loading={loading}
      options={options}
      optionFilterProp="label"
    />
  );
}

/** The input of one report filter, by kind: multi-select of options, remote lookup or text. */
export function FilterInput(props: FilterInputProps) {
  const { filter } = props;
  switch (filter.kind) {
    case 'text':
      return (
        <Input
          id={props.id}
          allowClear
          placeholder={t('Please input')}
          value={props.value as string | undefined}
          onChange={(event) => props.onChange?.(event.target.value)}
          style={{ width: 180 }}
        />
      );
    case 'lookup':
      return (
        <LookupInput
          id={props.id}
          multiple
          spec={filter.lookup}
          value={props.value}
          onChange={props.onChange as (value: never) => void}
        />
      );
    default:
      return <OptionsSelect {...props} filter={filter as never} />;
  }
}
