import { describe, expect, it } from 'vitest';
import { SMS_KEYWORD_REPLIES, smsKeywordOf, smsOptOutNote } from './sms-keywords.ts';

describe('smsKeywordOf', () => {
  it('reads the whole text, trimmed, in any case, as carriers do', () => {
    for (const body of [
      'STOP',
      'stop',
      ' Stop\n',
      '\tStopAll ',
      'unsubscribe',
      'Cancel',
      'END',
      'quit',
      'Revoke',
      'OPTOUT',
    ])
      expect(smsKeywordOf(body), body).toBe('optOut');
    for (const body of ['HELP', 'help ', 'Info']) expect(smsKeywordOf(body), body).toBe('help');
    for (const body of ['START', 'start', ' Unstop ']) expect(smsKeywordOf(body), body).toBe('optIn');
    for (const body of ['YES', 'yes', ' Yes ']) expect(smsKeywordOf(body), body).toBe('optInWhenOptedOut');
  });

  it('leaves a keyword inside a sentence, or with more to it, an ordinary text', () => {
    for (const body of [
      'please stop by',
      'STOP STOP',
      'stop it',
      'opt out',
      'helpful',
      'yes please',
      '',
      '   ',
    ])
      expect(smsKeywordOf(body), body).toBeNull();
  });
});

describe('the keyword texts', () => {
  it('name the brand and say how to unsubscribe or subscribe again', () => {
    expect(SMS_KEYWORD_REPLIES.optedOut('Acme')).toBe(
      'Acme: You have been unsubscribed and will receive no more texts from us. Reply START to subscribe again.',
    );
    expect(SMS_KEYWORD_REPLIES.help('Acme')).toMatch(/^Acme: .*Reply STOP to unsubscribe\.$/);
    expect(SMS_KEYWORD_REPLIES.optedIn('Acme')).toMatch(/^Acme: You are subscribed again/);
    expect(smsOptOutNote(' stop ')).toBe('Texted STOP');
  });
});
