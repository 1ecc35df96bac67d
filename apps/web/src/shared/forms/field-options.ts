import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { fieldOptionMatches } from '@parley/core/contacts/field-labels';

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** A field picker's search: an option matches by its label or by its key (core's fieldOptionMatches). */
export const filterFieldOptions: OptionsFilter = ({ options, search, limit }) =>
  options.filter((option) => isItem(option) && fieldOptionMatches(option, search)).slice(0, limit);
