import { describe, expect, it } from 'vitest';
import { composeMail, parseMail } from './mime.ts';

// Mail as bytes both ways: what Parley composes parses back to the same fields, and what cannot be
// stored (NUL) or used as a file name (paths) is made safe on the way in.

const base = {
  messageId: '<m1@parley.mail>',
  inReplyTo: '<m0@example.com>',
  references: ['<m0@example.com>'],
  from: { email: 'support@parley.test', name: 'Parley Support' },
  to: ['ann@example.com'],
  cc: ['bob@example.com'],
  bcc: ['audit@example.com'],
  subject: 'Re: Order 7',
  html: '<p>Hello <b>Ann</b></p>',
  text: 'Hello Ann',
  date: new Date('2026-11-28T10:00:00Z'),
  attachments: [
    { filename: 'label.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF') },
  ],
};

describe('mime', () => {
  it('composes what parses back: headers, bodies, attachments, no Bcc header', async () => {
    const raw = await composeMail(base);
    expect(new TextDecoder().decode(raw)).not.toContain('audit@example.com');
    const parsed = await parseMail(raw);
    expect(parsed).toMatchObject({
      messageId: '<m1@parley.mail>',
      inReplyTo: '<m0@example.com>',
      references: ['<m0@example.com>'],
      subject: 'Re: Order 7',
      from: { email: 'support@parley.test', name: 'Parley Support' },
      to: [{ email: 'ann@example.com', name: null }],
      cc: [{ email: 'bob@example.com', name: null }],
      text: 'Hello Ann',
    });
    expect(parsed.html).toContain('<b>Ann</b>');
    expect(parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['label.pdf', 'application/pdf'],
    ]);
  });

  it('drops NUL from text fields and path parts from file names', async () => {
    const raw = await composeMail({
      ...base,
      subject: 'Bad\u0000subject',
      text: 'a\u0000b',
      html: null,
      attachments: [
        { filename: '../../etc/passwd', contentType: 'text/plain', content: new Uint8Array([65]) },
      ],
    });
    const parsed = await parseMail(raw);
    expect(parsed.subject).toBe('Badsubject');
    expect(parsed.text).toBe('ab');
    expect(parsed.attachments[0]?.filename).not.toContain('/');
  });
});
