import type { ConversationMessage } from './present-message.ts';

// What an inbound text brings and what receiving it did (receive-inbound-sms.ts, sms-keywords.ts).

/** What a keyword text did: `optOut` unsubscribed the number, `optIn` subscribed it again. */
export type SmsKeywordAction = 'optOut' | 'help' | 'optIn';

export type ReceiveInboundSmsInput = {
  brandId: string;
  /** The contact's number, E.164. */
  from: string;
  /** The brand's number, E.164. */
  to: string;
  body: string;
  now?: Date;
};

export type ReceiveInboundSmsResult = {
  /** Null for a keyword text (STOP, HELP, START…) while the contact had no open conversation. */
  conversationSid: string | null;
  taskSid: string | null;
  /** The stored text; null when a keyword text had no conversation to join. */
  message: ConversationMessage | null;
  /** False when the text joined a conversation whose task is still being worked, or was a keyword. */
  createdTask: boolean;
  /** What a keyword text did (sms-keywords.ts); null for an ordinary text. */
  keyword: SmsKeywordAction | null;
};
