import { describe, expect, it } from 'vitest';
import { EMAIL_INTEGRATION_NAMES, EMAIL_TEXTS } from './email-texts.ts';
import { EMAIL_INTEGRATION_TYPES } from './inputs.ts';

describe('EMAIL_TEXTS (spec 001 §5 and §8, spec 000 §8)', () => {
  it("gives the spec's reauthorize message for each provider", () => {
    expect(EMAIL_TEXTS.reauthorize(EMAIL_INTEGRATION_NAMES.GMAIL)).toBe(
      'Please go to My Settings and reauthorize your Gmail Integration.',
    );
    expect(EMAIL_TEXTS.reauthorize(EMAIL_INTEGRATION_NAMES.OUTLOOK)).toBe(
      'Please go to My Settings and reauthorize your Outlook Integration.',
    );
  });

  it("keeps the spec's send and tooltip texts word for word", () => {
    expect(EMAIL_TEXTS.sendFailed).toBe(
      'There was an error sending the email. Please try again. If the issue persists, please contact customer support.',
    );
    expect(EMAIL_TEXTS.notSent).toBe('Email could not be sent');
    expect(EMAIL_TEXTS.forwarded).toBe('Email was forwarded successfully.');
    expect(EMAIL_TEXTS.sendTooltip).toBe('Send an email');
    expect(EMAIL_TEXTS.noEmail).toBe('No email associated with contact');
    expect(EMAIL_TEXTS.connectMailbox).toBe('You must connect an email account to send an email');
  });

  it('names every integration type', () => {
    for (const type of EMAIL_INTEGRATION_TYPES) expect(EMAIL_INTEGRATION_NAMES[type]).toBeTruthy();
  });
});
