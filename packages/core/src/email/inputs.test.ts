import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { emailDraftInput, newMessageInput, outboundEmailInput } from './inputs.ts';

const EM = `EM${'0123456789abcdef'.repeat(2)}`;

const valid = {
  subject: 'Re: Order 42',
  senderEmail: 'agent@brand.example',
  body: '<p>Hello</p>',
  emailIntegrationType: 'SIMULATOR',
  to: ['ann@example.com'],
};

/** The first issue as the server reports it: "<field> <reason>". */
function firstError(error: ZodError | undefined): string {
  const issue = error?.issues[0];
  return `${issue?.path.join('.')} ${issue?.message}`;
}

describe('newMessageInput', () => {
  it('takes a reply and fills the defaults', () => {
    const parsed = newMessageInput.parse({ ...valid, inReplyToRvMessageId: EM, taskSid: 'WT1' });
    expect(parsed).toEqual({
      subject: 'Re: Order 42',
      senderEmail: 'agent@brand.example',
      body: '<p>Hello</p>',
      emailIntegrationType: 'SIMULATOR',
      to: ['ann@example.com'],
      cc: [],
      bcc: [],
      inReplyToRvMessageId: EM,
      taskSid: 'WT1',
      draftId: undefined,
      isForwarding: false,
    });
  });

  it('takes multipart values: single strings for lists, "true" for booleans, blanks for missing', () => {
    const parsed = newMessageInput.parse({
      ...valid,
      to: 'ann@example.com',
      cc: ['', ' bob@example.com '],
      bcc: '',
      emailIntegrationType: 'gmail',
      isForwarding: 'true',
      inReplyToRvMessageId: '',
      draftId: '',
    });
    expect(parsed.to).toEqual(['ann@example.com']);
    expect(parsed.cc).toEqual(['bob@example.com']);
    expect(parsed.bcc).toEqual([]);
    expect(parsed.emailIntegrationType).toBe('GMAIL');
    expect(parsed.isForwarding).toBe(true);
    expect(parsed.inReplyToRvMessageId).toBeUndefined();
    expect(parsed.draftId).toBeUndefined();
  });

  it('drops blank recipients and duplicates (spec 000 §5), splitting at commas', () => {
    const parsed = newMessageInput.parse({
      ...valid,
      to: ['Ann@example.com', '  ', 'ann@EXAMPLE.com, bob@x.org'],
    });
    expect(parsed.to).toEqual(['Ann@example.com', 'bob@x.org']);
  });

  it('names the field and the bad address', () => {
    const result = newMessageInput.safeParse({ ...valid, cc: ['bob@example.com', 'not-an-address'] });
    expect(firstError(result.error)).toBe('cc has "not-an-address", which is not a valid email address');
  });

  it('needs a recipient somewhere, reported on to', () => {
    const result = newMessageInput.safeParse({ ...valid, to: ['', ' '] });
    expect(firstError(result.error)).toBe('to needs at least one recipient in To, Cc or Bcc');
    expect(newMessageInput.safeParse({ ...valid, to: [], bcc: ['b@example.com'] }).success).toBe(true);
  });

  it('checks the sender, the integration type and the replied message id', () => {
    expect(firstError(newMessageInput.safeParse({ ...valid, senderEmail: '' }).error)).toBe(
      'senderEmail is required',
    );
    expect(firstError(newMessageInput.safeParse({ ...valid, senderEmail: 'agent@' }).error)).toBe(
      'senderEmail must be a valid email address',
    );
    expect(firstError(newMessageInput.safeParse({ ...valid, emailIntegrationType: 'SMTP' }).error)).toBe(
      'emailIntegrationType must be SIMULATOR, IMAP, GMAIL or OUTLOOK',
    );
    expect(firstError(newMessageInput.safeParse({ ...valid, inReplyToRvMessageId: 'EM123' }).error)).toBe(
      'inReplyToRvMessageId must be an email message id (EM and 32 hex digits)',
    );
  });

  it('limits the subject to 998 characters and the body to 1,000,000', () => {
    expect(newMessageInput.safeParse({ ...valid, subject: 's'.repeat(998) }).success).toBe(true);
    expect(firstError(newMessageInput.safeParse({ ...valid, subject: 's'.repeat(999) }).error)).toBe(
      'subject must be at most 998 characters',
    );
    expect(firstError(newMessageInput.safeParse({ ...valid, body: 'b'.repeat(1_000_001) }).error)).toBe(
      'body must be at most 1,000,000 characters',
    );
  });

  it('keeps line breaks out of the subject and allows an empty one', () => {
    expect(newMessageInput.parse({ ...valid, subject: 'Hello\r\nBcc: x@evil.example' }).subject).toBe(
      'Hello Bcc: x@evil.example',
    );
    expect(newMessageInput.parse({ ...valid, subject: undefined, body: undefined })).toMatchObject({
      subject: '',
      body: '',
    });
  });

  it('refuses too many recipients in one field', () => {
    const to = Array.from({ length: 101 }, (_, index) => `r${index}@example.com`);
    expect(firstError(newMessageInput.safeParse({ ...valid, to }).error)).toBe(
      'to can have at most 100 addresses',
    );
  });
});

describe('emailDraftInput', () => {
  it('takes an empty draft', () => {
    expect(emailDraftInput.parse({})).toEqual({
      inReplyToRvMessageId: undefined,
      senderEmail: undefined,
      taskSid: undefined,
      draftId: undefined,
      isForwarding: undefined,
    });
  });

  it('takes a draft without recipients, cleaning what it has', () => {
    const parsed = emailDraftInput.parse({
      to: ['', ' '],
      cc: [' Bob@example.com', 'bob@example.com'],
      subject: 'Re: ',
    });
    expect(parsed.to).toEqual([]);
    expect(parsed.cc).toEqual(['Bob@example.com']);
    expect(parsed.subject).toBe('Re: ');
  });

  it('still refuses an address that is not one', () => {
    expect(firstError(emailDraftInput.safeParse({ bcc: ['x@'] }).error)).toBe(
      'bcc has "x@", which is not a valid email address',
    );
    expect(firstError(emailDraftInput.safeParse({ senderEmail: 'nope' }).error)).toBe(
      'senderEmail must be a valid email address',
    );
    expect(emailDraftInput.parse({ senderEmail: '  ' }).senderEmail).toBeUndefined();
  });

  it('reads isForwarding from a form', () => {
    expect(emailDraftInput.parse({ isForwarding: 'false' }).isForwarding).toBe(false);
    expect(emailDraftInput.parse({ isForwarding: true }).isForwarding).toBe(true);
    expect(firstError(emailDraftInput.safeParse({ isForwarding: 'yes' }).error)).toBe(
      'isForwarding must be true or false',
    );
  });
});

describe('outboundEmailInput', () => {
  it('needs the contact email and nothing else', () => {
    expect(outboundEmailInput.parse({ contactEmail: ' ann@example.com ' })).toEqual({
      contactEmail: 'ann@example.com',
      contactPhone: undefined,
      agentEmail: undefined,
      profileId: undefined,
    });
    expect(firstError(outboundEmailInput.safeParse({}).error)).toBe('contactEmail is required');
    expect(firstError(outboundEmailInput.safeParse({ contactEmail: 'ann' }).error)).toBe(
      'contactEmail must be a valid email address',
    );
  });

  it('checks the agent email when given', () => {
    expect(
      outboundEmailInput.parse({
        contactEmail: 'ann@example.com',
        contactPhone: '+15555550100',
        agentEmail: 'agent@brand.example',
        profileId: 'a1b2c3d4e5f6g7h8i9j0k1',
      }),
    ).toMatchObject({ agentEmail: 'agent@brand.example', contactPhone: '+15555550100' });
    expect(
      firstError(outboundEmailInput.safeParse({ contactEmail: 'ann@example.com', agentEmail: 'x' }).error),
    ).toBe('agentEmail must be a valid email address');
  });
});
