import { Combobox, Pill, PillsInput, Tooltip, useCombobox } from '@mantine/core';
import { MAX_VISIBLE_TAGS, SUGGESTION_DEBOUNCE_MS } from '@parley/core/conditions/limits';
import { addNumberTags } from '@parley/core/conditions/number-tags';
import { useState } from 'react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';
import { useDelayedDropdownClose } from '../hooks/useDelayedDropdownClose.ts';
import { useValueSuggestions } from '../hooks/useValueSuggestions.ts';
import { SuggestionOptions } from './SuggestionOptions.tsx';

export type OneOfTagsInputProps = {
  values: ReadonlyArray<string | number>;
  /** Number tags: typed text is split on spaces and commas, non-numeric entries dropped (core). */
  numeric: boolean;
  fieldId: string | null;
  disabled: boolean;
  error?: string;
  onChange: (values: Array<string | number>) => void;
};

/** Adds typed text as tags: numbers through core's addNumberTags, strings as one tag each (no repeats). */
function withTyped(
  values: ReadonlyArray<string | number>,
  text: string,
  numeric: boolean,
): Array<string | number> {
  if (numeric) return addNumberTags(values, text);
  const tag = text.trim();
  return tag === '' || values.includes(tag) ? [...values] : [...values, tag];
}

/**
 * The isOneOf values as tags (spec 002 §5, §9): at most 4 shown, the rest counted ("+2 more", all
 * in its tooltip). Enter or leaving the field adds the typed text; number tags also split on space
 * and comma as they are typed. Suggestions of the field's values come after 300 ms.
 */
export function OneOfTagsInput({ values, numeric, fieldId, disabled, error, onChange }: OneOfTagsInputProps) {
  const [search, setSearch] = useState('');
  const combobox = useCombobox();
  const commit = (text: string) => {
    const next = withTyped(values, text, numeric);
    setSearch('');
    if (next.length !== values.length) onChange(next);
  };
  const { scheduleClose, cancelClose } = useDelayedDropdownClose(combobox);
  const suggestions = useValueSuggestions({
    fieldId,
    search,
    debounceMs: SUGGESTION_DEBOUNCE_MS,
    enabled: combobox.dropdownOpened,
  });
  const open = () => {
    cancelClose();
    if (fieldId !== null) combobox.openDropdown();
  };
  const shown = values.slice(0, MAX_VISIBLE_TAGS);
  const hidden = values.slice(MAX_VISIBLE_TAGS);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        commit(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          label={BUILDER_TEXTS.values}
          size="xs"
          w={300}
          error={error}
          disabled={disabled}
          onClick={open}
        >
          <Pill.Group>
            {shown.map((value) => (
              <Pill
                key={String(value)}
                withRemoveButton={!disabled}
                // Mantine hides the remove button from assistive technology; ours is named and reachable.
                removeButtonProps={{
                  'aria-label': BUILDER_TEXTS.removeValue(String(value)),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                onRemove={() => onChange(values.filter((entry) => entry !== value))}
              >
                {String(value)}
              </Pill>
            ))}
            {hidden.length > 0 && (
              <Tooltip label={hidden.map(String).join(', ')} multiline maw={300}>
                <Pill>{BUILDER_TEXTS.moreValues(hidden.length)}</Pill>
              </Tooltip>
            )}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                aria-label={BUILDER_TEXTS.values}
                placeholder={
                  numeric ? BUILDER_TEXTS.numberValuesPlaceholder : BUILDER_TEXTS.valuesPlaceholder
                }
                value={search}
                disabled={disabled}
                onFocus={open}
                onBlur={() => {
                  if (search.trim() !== '') commit(search);
                  scheduleClose();
                }}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  // Number tags split as they are typed: a space or a comma ends a tag.
                  if (numeric && /[\s,]/.test(text)) commit(text);
                  else setSearch(text);
                  open();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
                    event.preventDefault();
                    commit(search);
                  } else if (event.key === 'Backspace' && search === '' && values.length > 0) {
                    onChange(values.slice(0, -1));
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <SuggestionOptions {...suggestions} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
