import { describe, expect, it } from 'vitest';
import { signatureText } from './signature-text.ts';

describe('signatureText', () => {
  it('gives each block its own line and drops empty ones', () => {
    expect(signatureText('<p>Ada Lovelace, <strong>Support</strong></p><p></p><p>Brand Inc.</p>')).toBe(
      'Ada Lovelace, Support\nBrand Inc.',
    );
  });

  it('reads plain text and nothing as nothing', () => {
    expect(signatureText('Just text')).toBe('Just text');
    expect(signatureText(null)).toBe('');
    expect(signatureText('<p> </p>')).toBe('');
  });

  it('keeps markup as words, never as elements', () => {
    expect(signatureText('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe('<img src=x onerror=alert(1)>');
  });
});
