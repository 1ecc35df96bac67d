import { describe, expect, it } from 'vitest';
import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  CONTACT_SEARCH_MIN_LENGTH,
  CONTACT_SEARCH_PAGE_SIZE,
  contactName,
  contactSearchEmptyText,
  contactSearchRefusal,
  detectContactSearch,
  isProfileId,
  type SearchableContactQuery,
} from './search.ts';

function searchable(text: string): SearchableContactQuery {
  const query = detectContactSearch(text);
  if (query.kind === 'tooShort' || query.kind === 'invalidPhone') throw new Error(`not searchable: ${text}`);
  return query;
}

describe('contact search constants (spec 001 §9)', () => {
  it('debounces 500 ms, needs 2 characters and pages by 25', () => {
    expect(CONTACT_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(CONTACT_SEARCH_MIN_LENGTH).toBe(2);
    expect(CONTACT_SEARCH_PAGE_SIZE).toBe(25);
  });
});

describe('minimum length (spec 001 §5)', () => {
  it.each(['', ' ', 'a', '  b  ', '7'])('refuses %j with the minimum text', (text) => {
    const query = detectContactSearch(text);
    expect(query.kind).toBe('tooShort');
    expect(contactSearchRefusal(query)).toBe('Minimum of 2 characters is required for search.');
  });

  it('accepts two characters', () => {
    expect(detectContactSearch('jo').kind).toBe('name');
    expect(contactSearchRefusal(detectContactSearch('jo'))).toBeNull();
  });
});

describe('type detection (spec 001 §5)', () => {
  it('a phone pattern is a phone search', () => {
    expect(searchable('(415) 555-0100')).toMatchObject({ kind: 'phone', e164: '+14155550100' });
    expect(searchable('+44 20 7183 8750')).toMatchObject({ kind: 'phone', e164: '+442071838750' });
  });

  it('a short phone pattern searches by the digits typed', () => {
    expect(searchable('415 55')).toEqual({
      kind: 'phone',
      text: '415 55',
      e164: null,
      digits: '41555',
      international: false,
    });
    expect(searchable('+44')).toMatchObject({ kind: 'phone', digits: '44', international: true });
  });

  it.each(['1234567890', '+1 555 555 0100', '000-000-0000', '(415) 555-01'])(
    'a phone-like input of 10 or more characters that is invalid is refused: %s',
    (text) => {
      const query = detectContactSearch(text);
      expect(query.kind).toBe('invalidPhone');
      expect(contactSearchRefusal(query)).toBe('Invalid phone number.');
    },
  );

  it('a text with @ is an email search', () => {
    expect(searchable('ada@')).toEqual({ kind: 'email', text: 'ada@' });
    expect(searchable('Ada Lovelace@x')).toMatchObject({ kind: 'email' });
  });

  it('anything else is a name; without whitespace it also matches email by prefix', () => {
    expect(searchable('ada')).toEqual({
      kind: 'name',
      text: 'ada',
      matchesEmailPrefix: true,
      isProfileId: false,
    });
    expect(searchable('  Ada   Love ')).toEqual({
      kind: 'name',
      text: 'Ada Love',
      matchesEmailPrefix: false,
      isProfileId: false,
    });
  });

  it('letters with digits (an external id) are a name search, not a phone', () => {
    expect(searchable('CUST-0042')).toMatchObject({ kind: 'name', matchesEmailPrefix: true });
    expect(searchable('415.555.0100').kind).toBe('name');
  });

  it('a profile id is recognised (spec 000 §5)', () => {
    expect(searchable('pr0123456789abcdef0123451a')).toMatchObject({ kind: 'name', isProfileId: true });
  });
});

describe('isProfileId (spec 000 §5)', () => {
  it('needs over 20 characters with both letters and digits', () => {
    expect(isProfileId('a1b2c3d4e5f6g7h8i9j0k')).toBe(true); // 21
    expect(isProfileId('a1b2c3d4e5f6g7h8i9j0')).toBe(false); // 20
    expect(isProfileId('abcdefghijklmnopqrstuvwxyz')).toBe(false);
    expect(isProfileId('1234567890123456789012')).toBe(false);
  });
});

describe('empty texts (spec 001 §5)', () => {
  it('a phone search finds no matching contact', () => {
    expect(contactSearchEmptyText(searchable('4155550100'))).toBe('No matching contact.');
  });

  it('a name or email search suggests the phone number', () => {
    expect(contactSearchEmptyText(searchable('ada'))).toBe('No matching contact. Try phone number instead.');
    expect(contactSearchEmptyText(searchable('ada@x.io'))).toBe(
      'No matching contact. Try phone number instead.',
    );
  });
});

describe('contactName', () => {
  it('joins first and last name, or is null', () => {
    expect(contactName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(contactName({ firstName: ' ', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(contactName({ firstName: null, lastName: null })).toBeNull();
  });
});
