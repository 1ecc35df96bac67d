// Campaigns (issue 14, spec 001 §3 Campaign, smsCampaign, phoneCallCampaign): the shapes the server
// stores and presents and the web edits. A campaign is an SMS or call campaign over an audience of
// segments and contact lists; its settings are per message type. docs/campaigns.md says why each
// field is what it is where the spec gives only its name.

/** Lifecycle (campaign-states.ts says which moves are allowed). */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'active', 'paused', 'completed', 'archived'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_MESSAGE_TYPES = ['sms', 'phoneCall'] as const;
export type CampaignMessageType = (typeof CAMPAIGN_MESSAGE_TYPES)[number];

/**
 * spec 001 §3 `type`. Parley's campaigns are one-time: started, they work through their audience as
 * it is at that moment and complete. (A journey reaches contacts through its own nodes.)
 */
export const CAMPAIGN_TYPES = ['oneTime'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const DIALING_MODES = ['preview', 'progressive', 'predictive'] as const;
export type DialingMode = (typeof DIALING_MODES)[number];

/** Which contacts a call campaign dials first when several are due. */
export const PRIORITY_STRATEGIES = ['listOrder', 'retriesFirst', 'newFirst'] as const;
export type PriorityStrategy = (typeof PRIORITY_STRATEGIES)[number];

/** What of a campaign call is recorded. */
export const RECORDING_TYPES = ['none', 'full', 'afterAgentAnswers'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

/** Retried outcomes of a call campaign (a person or a machine answering ends a contact's attempts). */
export const RETRIED_OUTCOMES = ['busy', 'noAnswer', 'failed'] as const;
export type RetriedOutcome = (typeof RETRIED_OUTCOMES)[number];
export type RetryRule = { maxAttempts: number; intervalMinutes: number };
export type RetryPolicy = Record<RetriedOutcome, RetryRule>;

/** The audience: at least one segment or contact list; a contact in several is reached once. */
export type CampaignAudience = { segmentIds: string[]; contactListIds: string[] };

export type SmsCampaignSettings = {
  content: string;
  mediaUrl: string | null;
  fromNumber: string;
  /** Texts sent per second at most (the carrier's and the brand's pace). */
  sendRatePerSecond: number;
};

export type PhoneCallCampaignSettings = {
  nickname: string | null;
  fromNumber: string;
  /** The agent may call from another of the brand's numbers. */
  overrideFromNumber: boolean;
  dialingMode: DialingMode;
  /** Conversions the campaign aims for (with `conversionEvent`); null: no goal. */
  goal: number | null;
  scriptUrl: string | null;
  voicemailInstructions: string | null;
  /** The voicemail drops agents may leave (spec: `recordings`); ids of the brand's drops. */
  recordingIds: string[];
  /** Dropped by itself when a machine answers; null: the call ends. */
  defaultVoicemailId: string | null;
  eligibleOffer: string | null;
  targetQueueSid: string;
  maxParallelCalls: number;
  /** Calls per agent at most in predictive mode; never above the brand's callsAgentsRatioLimit. */
  predictiveCallAgentRatioCeiling: number;
  /** Routing priority of the campaign's call tasks. */
  priority: number;
  priorityStrategy: PriorityStrategy;
  recordingType: RecordingType;
  /** Percent of calls answered by a person; null: the brand's Compliance setting. */
  targetAbandonRate: number | null;
  retryPolicy: RetryPolicy;
};

export type CampaignSettings =
  | { messageType: 'sms'; sms: SmsCampaignSettings }
  | { messageType: 'phoneCall'; phoneCall: PhoneCallCampaignSettings };

export const SMS_SEND_RATE_DEFAULT = 10;
export const SMS_SEND_RATE_MAX = 100;
export const MAX_PARALLEL_CALLS_DEFAULT = 10;
export const MAX_PARALLEL_CALLS_MAX = 500;
export const RATIO_CEILING_DEFAULT = 3;
export const PRIORITY_MAX = 100;
export const TASKS_BACKLOG_LIMIT_MAX = 10_000;

/**
 * Retries by outcome: a busy line is tried again soon, an unanswered phone later in the day, a
 * failed call (bad route, carrier error) twice at most. Attempts count the first call.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  busy: { maxAttempts: 3, intervalMinutes: 10 },
  noAnswer: { maxAttempts: 3, intervalMinutes: 120 },
  failed: { maxAttempts: 2, intervalMinutes: 30 },
};
