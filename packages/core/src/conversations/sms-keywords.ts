// Issue 14: "STOP / HELP keywords unsubscribing and answering". A contact's text that is one of these
// words, and nothing else, is a keyword, as carriers read them (CTIA Messaging Principles and Best
// Practices): the whole text, surrounding whitespace trimmed, any case. "Please stop by" is an
// ordinary text. The replies are Parley's wording, each naming the brand as CTIA asks.

/** Texts that unsubscribe the number from the brand's texts. */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
] as const;

/** Texts answered with the help text. */
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

/** Texts that subscribe the number again. */
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

/** Subscribes the number again only when it is opted out; otherwise an ordinary answer ("yes"). */
export const OPT_IN_WHEN_OPTED_OUT_KEYWORDS = ['YES'] as const;

/**
 * What a keyword asks: `optInWhenOptedOut` is an opt-in only for a number that opted out, which the
 * caller knows and this does not.
 */
export type SmsKeyword = 'optOut' | 'help' | 'optIn' | 'optInWhenOptedOut';

const KEYWORDS: ReadonlyMap<string, SmsKeyword> = new Map<string, SmsKeyword>([
  ...OPT_OUT_KEYWORDS.map((word) => [word, 'optOut'] as const),
  ...HELP_KEYWORDS.map((word) => [word, 'help'] as const),
  ...OPT_IN_KEYWORDS.map((word) => [word, 'optIn'] as const),
  ...OPT_IN_WHEN_OPTED_OUT_KEYWORDS.map((word) => [word, 'optInWhenOptedOut'] as const),
]);

/** The keyword a text is, or null for an ordinary text. */
export function smsKeywordOf(body: string): SmsKeyword | null {
  return KEYWORDS.get(body.trim().toUpperCase()) ?? null;
}

/** The do-not-call list's note on an opt-out by text: the word the contact texted. */
export const smsOptOutNote = (keyword: string) => `Texted ${keyword.trim().toUpperCase()}`;

/** The brand's answers to keyword texts, sent from the number the contact texted. */
export const SMS_KEYWORD_REPLIES = {
  optedOut: (brandName: string) =>
    `${brandName}: You have been unsubscribed and will receive no more texts from us. Reply START to subscribe again.`,
  help: (brandName: string) => `${brandName}: Text us here to reach our team. Reply STOP to unsubscribe.`,
  optedIn: (brandName: string) =>
    `${brandName}: You are subscribed again and may receive texts from us. Reply STOP to unsubscribe.`,
} as const;
