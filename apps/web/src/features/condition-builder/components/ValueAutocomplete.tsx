import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@parley/core/conditions/limits';
import { useDelayedDropdownClose } from '../hooks/useDelayedDropdownClose.ts';
import { useValueSuggestions } from '../hooks/useValueSuggestions.ts';
import { SuggestionOptions } from './SuggestionOptions.tsx';

export type ValueAutocompleteProps = {
  label: string;
  value: string;
  /** The property's field id for the autocomplete call; without one the input is plain text. */
  fieldId: string | null;
  disabled: boolean;
  error?: string;
  onChange: (value: string) => void;
};

/**
 * A text value with suggestions of the values the field holds (REST autocomplete, debounce 350 ms,
 * 30 per page, spec 002 §9). Any text may be typed; a suggestion fills it in.
 */
export function ValueAutocomplete({
  label,
  value,
  fieldId,
  disabled,
  error,
  onChange,
}: ValueAutocompleteProps) {
  const combobox = useCombobox();
  const { scheduleClose, cancelClose } = useDelayedDropdownClose(combobox);
  const suggestions = useValueSuggestions({
    fieldId,
    search: value,
    debounceMs: AUTOCOMPLETE_DEBOUNCE_MS,
    enabled: combobox.dropdownOpened,
  });
  const open = () => {
    cancelClose();
    if (fieldId !== null) combobox.openDropdown();
  };
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        onChange(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          size="xs"
          w={220}
          value={value}
          disabled={disabled}
          error={error}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            open();
          }}
          onFocus={open}
          onClick={open}
          onBlur={scheduleClose}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <SuggestionOptions {...suggestions} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
