import { describe, expect, it } from 'vitest';
import { ALLOWED_PARENT_ORIGINS_MAX, embeddingSettingsInput, readEmbeddingSettings } from './settings.ts';

function problem(allowedParentOrigins: unknown) {
  const result = embeddingSettingsInput.safeParse({ allowedParentOrigins });
  if (result.success) throw new Error('expected a refusal');
  const issue = result.error.issues[0];
  return { field: issue?.path.join('.'), message: issue?.message };
}

describe('embedding settings', () => {
  it('normalises the origins, drops blanks and duplicates, keeps the order', () => {
    expect(
      embeddingSettingsInput.parse({
        allowedParentOrigins: [
          'https://CRM.example.com/',
          ' ',
          'http://127.0.0.1:4001',
          'https://crm.example.com:443',
        ],
      }),
    ).toEqual({ allowedParentOrigins: ['https://crm.example.com', 'http://127.0.0.1:4001'] });
    expect(embeddingSettingsInput.parse({ allowedParentOrigins: [] })).toEqual({ allowedParentOrigins: [] });
  });

  it('names the field and the bad entry', () => {
    expect(problem(['https://crm.example.com', 'https://crm.example.com/cases'])).toEqual({
      field: 'allowedParentOrigins',
      message:
        'must be http(s) origins without a path (like https://crm.example.com): "https://crm.example.com/cases" is not one',
    });
    expect(problem(['*'])).toEqual({
      field: 'allowedParentOrigins',
      message: 'must name each origin exactly: wildcards such as "*" are not allowed',
    });
    expect(problem(['ftp://files.example.com']).message).toContain('"ftp://files.example.com" is not one');
    expect(problem(['https://a.example.com'.padEnd(400, 'a')]).message).toBe(
      'must each be at most 300 characters',
    );
    const tooMany = Array.from(
      { length: ALLOWED_PARENT_ORIGINS_MAX + 1 },
      (_, i) => `https://h${i}.example.com`,
    );
    expect(problem(tooMany)).toEqual({ field: 'allowedParentOrigins', message: 'must be at most 20' });
    expect(problem('https://crm.example.com').field).toBe('allowedParentOrigins');
  });

  it('reads what is stored, dropping anything that no longer passes', () => {
    expect(readEmbeddingSettings(undefined)).toEqual({ allowedParentOrigins: [] });
    expect(readEmbeddingSettings({ allowedParentOrigins: 'https://crm.example.com' })).toEqual({
      allowedParentOrigins: [],
    });
    expect(
      readEmbeddingSettings({
        allowedParentOrigins: [
          '*',
          'https://crm.example.com',
          7,
          'https://crm.example.com/',
          'https://x.test/p',
        ],
      }),
    ).toEqual({ allowedParentOrigins: ['https://crm.example.com'] });
  });
});
