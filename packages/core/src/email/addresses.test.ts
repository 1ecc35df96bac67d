import { describe, expect, it } from 'vitest';
import { formatAddress, isEmailAddress, normalizeAddress } from './addresses.ts';

describe('isEmailAddress', () => {
  it.each([
    'ann@example.com',
    'Ann.Lee+desk@mail.example.co.uk',
    "o'brien@example.ie",
    'x@sub-domain.example.org',
    'user@xn--bcher-kva.example',
  ])('takes %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@example.c',
    'ann lee@example.com',
    ' ann@example.com',
    'ann@exa mple.com',
    'ann@@example.com',
    '.ann@example.com',
    'ann.@example.com',
    'an..n@example.com',
    'ann@-example.com',
    'ann@example-.com',
    'ann@example..com',
    'Ann <ann@example.com>',
    `${'a'.repeat(65)}@example.com`,
    `ann@${'a'.repeat(250)}.com`,
  ])('refuses %j', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});

describe('normalizeAddress', () => {
  it('trims and lower-cases', () => {
    expect(normalizeAddress('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });
});

describe('formatAddress', () => {
  it('gives the bare address without a name', () => {
    expect(formatAddress({ email: 'ann@example.com', name: null })).toBe('ann@example.com');
    expect(formatAddress({ email: 'ann@example.com', name: '   ' })).toBe('ann@example.com');
  });

  it('writes a plain name as it is', () => {
    expect(formatAddress({ email: 'ann@example.com', name: 'Ann Lee' })).toBe('Ann Lee <ann@example.com>');
    expect(formatAddress({ email: 'jose@example.com', name: 'José Pérez' })).toBe(
      'José Pérez <jose@example.com>',
    );
  });

  it('quotes a name with special characters (RFC 5322), escaping quotes and backslashes', () => {
    expect(formatAddress({ email: 'a@example.com', name: 'Lee, Ann' })).toBe('"Lee, Ann" <a@example.com>');
    expect(formatAddress({ email: 'a@example.com', name: 'John Q. Public' })).toBe(
      '"John Q. Public" <a@example.com>',
    );
    expect(formatAddress({ email: 'a@example.com', name: 'Ann "Al" Lee' })).toBe(
      '"Ann \\"Al\\" Lee" <a@example.com>',
    );
    expect(formatAddress({ email: 'a@example.com', name: 'back\\slash' })).toBe(
      '"back\\\\slash" <a@example.com>',
    );
  });

  it('never lets a line break into the header', () => {
    expect(formatAddress({ email: 'a@example.com', name: 'Ann\r\nBcc: x@evil.com' })).toBe(
      '"Ann Bcc: x@evil.com" <a@example.com>',
    );
  });
});
