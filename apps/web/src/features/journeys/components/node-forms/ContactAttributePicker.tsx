import { Combobox, ScrollArea, TextInput, useCombobox } from '@mantine/core';
import { fieldLabel, fieldOptionMatches } from '@parley/core/contacts/field-labels';
import { useState } from 'react';
import { CONTACT_UPDATE_TEXTS as TEXTS } from '../../builder-texts.ts';
import { useWritableContactAttributes } from '../../hooks/useContactAttributeOptions.ts';

export type ContactAttributePickerProps = {
  /** The accessible name of the input ("Contact field 1"). */
  label: string;
  /** The attribute's key, '' when none is chosen yet. */
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (key: string) => void;
};

// The value of the option that adds a typed key: no key starts with a NUL.
const ADD_PREFIX = '\u0000add:';

/**
 * The contact attribute an update-contact step writes: the brand's writable attributes by label,
 * searched by label or key, and a new key kept as typed (issue 17 item 8). The input shows the
 * chosen attribute's label; typing searches; leaving the input without choosing keeps the choice.
 */
export function ContactAttributePicker({
  label,
  value,
  error,
  readOnly,
  onChange,
}: ContactAttributePickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { options, loading } = useWritableContactAttributes();
  // What the person is typing; null while they are not searching.
  const [search, setSearch] = useState<string | null>(null);
  const known = options.find((option) => option.value === value);
  const shown = known?.label ?? (value === '' ? '' : fieldLabel(value));
  const typed = (search ?? '').trim();
  const matches = options.filter((option) => fieldOptionMatches(option, search ?? ''));
  const canAdd = typed !== '' && !options.some((option) => option.value === typed);
  const choose = (key: string) => {
    setSearch(null);
    combobox.closeDropdown();
    if (key !== value) onChange(key);
  };
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) =>
        choose(option.startsWith(ADD_PREFIX) ? option.slice(ADD_PREFIX.length) : option)
      }
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label={label}
          placeholder={TEXTS.placeholder}
          value={search ?? shown}
          readOnly={readOnly}
          error={error}
          description={value !== '' && !known && !loading ? TEXTS.newAttribute(value) : undefined}
          rightSection={readOnly ? undefined : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => !readOnly && combobox.openDropdown()}
          onFocus={() => !readOnly && combobox.openDropdown()}
          onBlur={() => {
            setSearch(null);
            combobox.closeDropdown();
          }}
          style={{ flex: 1 }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={260} type="scroll">
            {matches.map((option) => (
              <Combobox.Option value={option.value} key={option.value} active={option.value === value}>
                {option.label}
              </Combobox.Option>
            ))}
            {canAdd && (
              <Combobox.Option value={`${ADD_PREFIX}${typed}`}>{TEXTS.addNew(typed)}</Combobox.Option>
            )}
            {matches.length === 0 && !canAdd && (
              <Combobox.Empty>{loading ? TEXTS.loading : TEXTS.nothingFound}</Combobox.Empty>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
