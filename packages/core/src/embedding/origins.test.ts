import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parentOriginOf, parentTargetOrigins, parseOrigin } from './origins.ts';

describe('parseOrigin', () => {
  it('accepts http(s) origins and normalises them as browsers serialise origins', () => {
    expect(parseOrigin('https://crm.example.com')).toEqual({ origin: 'https://crm.example.com' });
    expect(parseOrigin('  HTTPS://CRM.Example.com/ ')).toEqual({ origin: 'https://crm.example.com' });
    expect(parseOrigin('https://crm.example.com:443')).toEqual({ origin: 'https://crm.example.com' });
    expect(parseOrigin('http://localhost:8080')).toEqual({ origin: 'http://localhost:8080' });
    expect(parseOrigin('http://127.0.0.1:4001/')).toEqual({ origin: 'http://127.0.0.1:4001' });
    expect(parseOrigin('http://[::1]:3000')).toEqual({ origin: 'http://[::1]:3000' });
  });

  it('refuses wildcards', () => {
    expect(parseOrigin('*')).toEqual({ problem: 'wildcard' });
    expect(parseOrigin('https://*.example.com')).toEqual({ problem: 'wildcard' });
  });

  it.each([
    'https://crm.example.com/path',
    'https://crm.example.com/?q=1',
    'https://crm.example.com#top',
    'https://user:secret@crm.example.com',
    'ftp://crm.example.com',
    'javascript:alert(1)',
    'crm.example.com',
    '//crm.example.com',
    'null',
    '',
    'https://',
    'https://crm example.com',
    'http://localhost:99999',
  ])('refuses %j: not an http(s) origin without a path', (text) => {
    expect(parseOrigin(text)).toEqual({ problem: 'notAnOrigin' });
  });
});

describe('isAllowedOrigin', () => {
  const allowed = ['https://crm.example.com', 'http://127.0.0.1:4001'];

  it('matches exactly: scheme, host and port', () => {
    expect(isAllowedOrigin('https://crm.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4001', allowed)).toBe(true);
    expect(isAllowedOrigin('http://crm.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://crm.example.com:8443', allowed)).toBe(false);
    expect(isAllowedOrigin('https://evil.crm.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://crm.example.com.evil.test', allowed)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:4002', allowed)).toBe(false);
  });

  it("never matches '*', 'null' or an empty origin, even if a list holds them", () => {
    expect(isAllowedOrigin('https://crm.example.com', ['*'])).toBe(false);
    expect(isAllowedOrigin('*', ['*'])).toBe(false);
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
    expect(isAllowedOrigin('', [''])).toBe(false);
  });
});

describe('parentOriginOf', () => {
  const ownOrigin = 'http://localhost:3000';

  it('prefers the ancestor origin, then the referrer, then what was remembered', () => {
    expect(
      parentOriginOf({
        ancestorOrigin: 'https://crm.example.com',
        referrer: 'https://other.example.com/page',
        remembered: 'https://remembered.example.com',
        ownOrigin,
      }),
    ).toBe('https://crm.example.com');
    expect(parentOriginOf({ referrer: 'https://crm.example.com/cases/7?x=1', ownOrigin })).toBe(
      'https://crm.example.com',
    );
    expect(parentOriginOf({ remembered: 'https://crm.example.com', ownOrigin })).toBe(
      'https://crm.example.com',
    );
  });

  it('does not take a referrer of our own (the frame navigated) for the parent', () => {
    expect(parentOriginOf({ referrer: 'http://localhost:3000/login', ownOrigin })).toBeNull();
    expect(
      parentOriginOf({
        referrer: 'http://localhost:3000/login',
        remembered: 'https://crm.example.com',
        ownOrigin,
      }),
    ).toBe('https://crm.example.com');
    expect(parentOriginOf({ referrer: '', ownOrigin })).toBeNull();
  });
});

describe('parentTargetOrigins', () => {
  const allowed = ['https://crm.example.com', 'https://tools.example.com'];

  it('posts only to a known parent that is allowed', () => {
    expect(parentTargetOrigins(allowed, 'https://crm.example.com')).toEqual(['https://crm.example.com']);
    expect(parentTargetOrigins(allowed, 'https://evil.example.com')).toEqual([]);
    expect(parentTargetOrigins([], 'https://crm.example.com')).toEqual([]);
  });

  it("tries each allowed origin when the parent is unknown, and never '*'", () => {
    expect(parentTargetOrigins(allowed, null)).toEqual(allowed);
    expect(parentTargetOrigins(['*', 'https://crm.example.com', 'null'], null)).toEqual([
      'https://crm.example.com',
    ]);
    expect(parentTargetOrigins(['*'], '*')).toEqual([]);
  });
});
