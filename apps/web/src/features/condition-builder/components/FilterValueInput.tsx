import { changeFilterValue } from '@parley/core/conditions/field-changes';
import type { Filter, FilterValue } from '@parley/core/conditions/model';
import { isDateOperator, operatorNeedsValue } from '@parley/core/conditions/operators';
import { type FilterPath, fieldKey } from '@parley/core/conditions/paths';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { useBuilderSettings } from '../state/builder-context.ts';
import { BooleanValueInput } from './BooleanValueInput.tsx';
import { DateValueInput } from './DateValueInput.tsx';
import { NumberValueInput } from './NumberValueInput.tsx';
import { OneOfTagsInput } from './OneOfTagsInput.tsx';
import { ValueAutocomplete } from './ValueAutocomplete.tsx';

export type FilterValueInputProps = {
  filter: Filter;
  path: FilterPath;
  onChange: (change: (filter: Filter) => Filter) => void;
};

function asText(value: FilterValue): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The value input for the filter's type and operator (spec 002 §5 "Value handling"): none for the
 * operators without a value, a date for the date operators, tags for isOneOf, True / False for
 * booleans, a number for numbers, else text with suggestions of the field's values.
 */
export function FilterValueInput({ filter, path, onChange }: FilterValueInputProps) {
  const { messages, readOnly } = useBuilderSettings();
  const operator = filter.propertyOperator;
  if (!operatorNeedsValue(operator)) return null;
  const error = messages[fieldKey(path, 'propertyValue')];
  const setValue = (value: FilterValue) => onChange((item) => changeFilterValue(item, value));

  if (isDateOperator(operator)) {
    return (
      <DateValueInput
        filter={filter}
        disabled={readOnly}
        error={error}
        relativeError={messages[fieldKey(path, 'relativeDateValue')]}
        onChange={onChange}
      />
    );
  }
  if (operator === 'isOneOf') {
    return (
      <OneOfTagsInput
        values={Array.isArray(filter.propertyValue) ? filter.propertyValue : []}
        numeric={filter.propertyType === 'number'}
        fieldId={filter.propertyFieldId}
        disabled={readOnly}
        error={error}
        onChange={setValue}
      />
    );
  }
  if (filter.propertyType === 'boolean') {
    return (
      <BooleanValueInput value={filter.propertyValue} disabled={readOnly} error={error} onChange={setValue} />
    );
  }
  if (filter.propertyType === 'number') {
    return (
      <NumberValueInput
        value={typeof filter.propertyValue === 'number' ? filter.propertyValue : null}
        disabled={readOnly}
        error={error}
        onChange={setValue}
      />
    );
  }
  return (
    <ValueAutocomplete
      label={BUILDER_TEXTS.value}
      value={asText(filter.propertyValue)}
      fieldId={filter.propertyFieldId}
      disabled={readOnly}
      error={error}
      onChange={setValue}
    />
  );
}
