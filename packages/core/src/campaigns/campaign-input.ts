import { z } from 'zod';
import { toE164 } from '../common/phone-number.ts';
import {
  CAMPAIGN_MESSAGE_TYPES,
  DEFAULT_RETRY_POLICY,
  DIALING_MODES,
  MAX_PARALLEL_CALLS_DEFAULT,
  MAX_PARALLEL_CALLS_MAX,
  PRIORITY_MAX,
  PRIORITY_STRATEGIES,
  RATIO_CEILING_DEFAULT,
  RECORDING_TYPES,
  SMS_SEND_RATE_DEFAULT,
  SMS_SEND_RATE_MAX,
  TASKS_BACKLOG_LIMIT_MAX,
} from './campaign-model.ts';

// What an admin or supervisor submits when creating or editing a campaign (issue 14 "Bad input":
// campaigns without audience or from-number, ratio ceilings above the brand limit … get a 400
// naming the field). The server parses with these schemas and the web form validates with them, so
// both give the same reasons. Messages read after the field's name ("content is required").
// Checks that need the brand (its numbers, queues, segments, fields, ratio limit) are the server's.

export const CAMPAIGN_NAME_MAX_LENGTH = 120;
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 1000;
/** Ten SMS segments of 160 characters: long enough for any campaign text, short enough to bill sanely. */
export const SMS_CONTENT_MAX_LENGTH = 1600;
export const CAMPAIGN_TEXT_MAX_LENGTH = 2000;
export const URL_MAX_LENGTH = 2000;
export const MAX_AUDIENCE_ITEMS = 50;
export const RETRY_ATTEMPTS_MAX = 10;
export const RETRY_INTERVAL_MINUTES_MAX = 7 * 24 * 60;
export const RATIO_CEILING_MIN = 1;
export const ABANDON_RATE_MIN = 0.1;
export const ABANDON_RATE_MAX = 5;

export const CAMPAIGN_INPUT_TEXTS = {
  required: 'is required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  wholeNumber: (min: number, max: number) => `must be a whole number from ${min} to ${max}`,
  number: (min: number, max: number) => `must be a number from ${min} to ${max}`,
  phoneNumber: 'must be a phone number such as +1 415 555 0100',
  url: 'must be a web address starting with https:// or http://',
  noAudience: 'must include at least one segment or contact list',
  tooManyAudience: `must have at most ${MAX_AUDIENCE_ITEMS} segments and contact lists`,
  oneOf: (values: readonly string[]) => `must be one of ${values.join(', ')}`,
  settingsFor: (messageType: string) => `is required for a campaign of type ${messageType}`,
  settingsNotFor: (messageType: string) => `is not used by a campaign of type ${messageType}`,
  eventName: 'must be an event name of at most 200 characters',
  ratioAboveBrandLimit: (limit: number) =>
    `must be at most ${limit}, the brand's calls-to-agents ratio limit`,
  dateTime: 'must be a date and time (ISO 8601)',
} as const;
const TEXTS = CAMPAIGN_INPUT_TEXTS;

const requiredText = (max: number) =>
  z.string({ message: TEXTS.required }).trim().min(1, TEXTS.required).max(max, TEXTS.tooLong(max));

/** Optional text: blank is the same as absent (null). */
const optionalText = (max: number) =>
  z
    .string({ message: TEXTS.tooLong(max) })
    .trim()
    .max(max, TEXTS.tooLong(max))
    .nullish()
    .transform((text) => (text ? text : null));

const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: TEXTS.wholeNumber(min, max) })
    .int(TEXTS.wholeNumber(min, max))
    .min(min, TEXTS.wholeNumber(min, max))
    .max(max, TEXTS.wholeNumber(min, max));

const phoneNumberSchema = z
  .string({ message: TEXTS.required })
  .trim()
  .min(1, TEXTS.required)
  .transform((text, context) => {
    const number = toE164(text);
    if (number) return number;
    context.addIssue({ code: 'custom', message: TEXTS.phoneNumber });
    return z.NEVER;
  });

const urlSchema = optionalText(URL_MAX_LENGTH).refine(
  (text) => text === null || /^https?:\/\/[^\s]+$/i.test(text),
  TEXTS.url,
);

const idList = z.array(z.string().trim().min(1).max(100)).max(MAX_AUDIENCE_ITEMS, TEXTS.tooManyAudience);

const audienceSchema = z
  .object({ segmentIds: idList.default([]), contactListIds: idList.default([]) }, { message: TEXTS.required })
  .transform((audience) => ({
    segmentIds: [...new Set(audience.segmentIds)],
    contactListIds: [...new Set(audience.contactListIds)],
  }))
  .refine((audience) => audience.segmentIds.length + audience.contactListIds.length > 0, TEXTS.noAudience)
  .refine(
    (audience) => audience.segmentIds.length + audience.contactListIds.length <= MAX_AUDIENCE_ITEMS,
    TEXTS.tooManyAudience,
  );

export const smsCampaignInputSchema = z.object({
  content: requiredText(SMS_CONTENT_MAX_LENGTH),
  mediaUrl: urlSchema,
  fromNumber: phoneNumberSchema,
  sendRatePerSecond: wholeNumber(1, SMS_SEND_RATE_MAX)
    .nullish()
    .transform((rate) => rate ?? SMS_SEND_RATE_DEFAULT),
});

const retryRuleSchema = z.object({
  maxAttempts: wholeNumber(1, RETRY_ATTEMPTS_MAX),
  intervalMinutes: wholeNumber(1, RETRY_INTERVAL_MINUTES_MAX),
});

const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: TEXTS.oneOf(values) });

export const phoneCallCampaignInputSchema = z.object({
  nickname: optionalText(80),
  fromNumber: phoneNumberSchema,
  overrideFromNumber: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  dialingMode: enumOf(DIALING_MODES),
  goal: wholeNumber(1, 10_000_000)
    .nullish()
    .transform((value) => value ?? null),
  scriptUrl: urlSchema,
  voicemailInstructions: optionalText(CAMPAIGN_TEXT_MAX_LENGTH),
  recordingIds: z
    .array(z.string().trim().min(1).max(100))
    .max(20, 'must have at most 20 recordings')
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  defaultVoicemailId: optionalText(100),
  eligibleOffer: optionalText(CAMPAIGN_TEXT_MAX_LENGTH),
  targetQueueSid: requiredText(100),
  maxParallelCalls: wholeNumber(1, MAX_PARALLEL_CALLS_MAX)
    .nullish()
    .transform((value) => value ?? MAX_PARALLEL_CALLS_DEFAULT),
  /** The brand's limit is checked on the server (ratioAboveBrandLimit); 15 is the flag's default. */
  predictiveCallAgentRatioCeiling: z
    .number({ message: TEXTS.number(RATIO_CEILING_MIN, 100) })
    .min(RATIO_CEILING_MIN, TEXTS.number(RATIO_CEILING_MIN, 100))
    .max(100, TEXTS.number(RATIO_CEILING_MIN, 100))
    .nullish()
    .transform((value) => value ?? RATIO_CEILING_DEFAULT),
  priority: wholeNumber(0, PRIORITY_MAX)
    .nullish()
    .transform((value) => value ?? 0),
  priorityStrategy: enumOf(PRIORITY_STRATEGIES)
    .nullish()
    .transform((value) => value ?? 'listOrder'),
  recordingType: enumOf(RECORDING_TYPES)
    .nullish()
    .transform((value) => value ?? 'none'),
  targetAbandonRate: z
    .number({ message: TEXTS.number(ABANDON_RATE_MIN, ABANDON_RATE_MAX) })
    .min(ABANDON_RATE_MIN, TEXTS.number(ABANDON_RATE_MIN, ABANDON_RATE_MAX))
    .max(ABANDON_RATE_MAX, TEXTS.number(ABANDON_RATE_MIN, ABANDON_RATE_MAX))
    .nullish()
    .transform((value) => value ?? null),
  retryPolicy: z
    .object({ busy: retryRuleSchema, noAnswer: retryRuleSchema, failed: retryRuleSchema })
    .nullish()
    .transform((policy) => policy ?? DEFAULT_RETRY_POLICY),
});

export const campaignInputSchema = z
  .object({
    name: requiredText(CAMPAIGN_NAME_MAX_LENGTH),
    description: optionalText(CAMPAIGN_DESCRIPTION_MAX_LENGTH),
    messageType: enumOf(CAMPAIGN_MESSAGE_TYPES),
    conversionEvent: z
      .string({ message: TEXTS.eventName })
      .trim()
      .max(200, TEXTS.eventName)
      .nullish()
      .transform((text) => (text ? text : null)),
    bypassOptIn: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    tasksBacklogLimit: wholeNumber(1, TASKS_BACKLOG_LIMIT_MAX)
      .nullish()
      .transform((value) => value ?? null),
    /** When a started campaign begins; null: at once. */
    startAt: z.iso
      .datetime({ offset: true, message: TEXTS.dateTime })
      .nullish()
      .transform((text) => (text ? new Date(text) : null)),
    audience: audienceSchema,
    sms: smsCampaignInputSchema.nullish(),
    phoneCall: phoneCallCampaignInputSchema.nullish(),
  })
  .superRefine((input, context) => {
    const wanted = input.messageType === 'sms' ? 'sms' : 'phoneCall';
    const other = input.messageType === 'sms' ? 'phoneCall' : 'sms';
    if (!input[wanted])
      context.addIssue({ code: 'custom', path: [wanted], message: TEXTS.settingsFor(input.messageType) });
    if (input[other])
      context.addIssue({ code: 'custom', path: [other], message: TEXTS.settingsNotFor(input.messageType) });
  });

export type CampaignInput = z.output<typeof campaignInputSchema>;
export type CampaignInputDraft = z.input<typeof campaignInputSchema>;
