import { describe, expect, it } from 'vitest';
import {
  CONDITION_VALIDATION_TEXTS,
  CONTACT_LIST_TEXTS,
  CONTACT_LIST_VALIDATION_TEXTS,
  DROPDOWN_TEXTS,
  propertyLabelFor,
  SHARE_OPTION_LABELS,
} from './texts.ts';

describe('texts of spec 002, letter for letter', () => {
  it('§5 condition messages', () => {
    expect(CONDITION_VALIDATION_TEXTS).toMatchObject({
      conditionTypeRequired: 'Condition type required.',
      eventNameRequired: 'Event Name is required.',
      operatorRequired: 'Operator required.',
      valueBlank: 'Input value cannot be blank.',
      valueBlankEmptyStringHint: 'Input value cannot be blank. To match an empty string, enter "" as value.',
      invalidDate: 'Invalid date',
      invalidRelativeDate: 'Invalid relative date format',
    });
    expect(CONDITION_VALIDATION_TEXTS.propertyRequired(propertyLabelFor('customEvent'))).toBe(
      'Property Name is required.',
    );
  });
  it('§5 contact-list messages', () => {
    expect(CONTACT_LIST_VALIDATION_TEXTS).toEqual({
      nameRequired: 'Name is required',
      nameInUse: 'Name is already in use',
      sharedWithRequired: 'Shared With is required.',
      teamSelectionRequired: 'Team Selection is required.',
    });
  });
  it('§8 catalogue and §9 notice', () => {
    expect(CONTACT_LIST_TEXTS).toEqual({
      autocompleteNotFound: 'Could not load events',
      autocompleteFailed: 'Error fetching the events value',
      savedViewsLoadFailed: "Couldn't retrieve contact views.",
      createFailed: 'Contact List failed to be created.',
      updateFailed: 'Contact List failed to update',
      deleteFailed: 'Contact List failed to delete.',
      created: 'Contact List Created.',
      updated: 'Contact List Updated.',
      deleted: 'Contact List Deleted.',
      maxListsExceeded: 'Maximum number of contact lists has been exceeded.',
      maxContactsDisplayed: 'Max 500 contacts displayed per list.',
    });
    expect(DROPDOWN_TEXTS).toEqual({ loading: 'Loading...', noResults: 'No results found' });
    expect(SHARE_OPTION_LABELS).toEqual({ all: 'All Users', teams: 'Specific Teams' });
  });
});
