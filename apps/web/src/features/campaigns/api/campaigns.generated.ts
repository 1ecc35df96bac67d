// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CampaignAudienceInput = {
  contactListIds?: Array<string | number> | null | undefined;
  segmentIds?: Array<string | number> | null | undefined;
};

export type CampaignFilterInput = {
  includeArchived?: boolean | null | undefined;
  messageType?: CampaignMessageType | null | undefined;
  name?: string | null | undefined;
  states?: Array<CampaignState> | null | undefined;
};

export type CampaignInput = {
  audience: CampaignAudienceInput;
  bypassOptIn?: boolean | null | undefined;
  conversionEvent?: string | null | undefined;
  description?: string | null | undefined;
  messageType: CampaignMessageType;
  name: string;
  phoneCall?: PhoneCallCampaignInput | null | undefined;
  sms?: SmsCampaignInput | null | undefined;
  /** ISO 8601 with offset; absent: as soon as started. */
  startAt?: string | null | undefined;
  tasksBacklogLimit?: number | null | undefined;
};

export type CampaignMessageType =
  | 'phoneCall'
  | 'sms';

export type CampaignPriorityStrategy =
  | 'listOrder'
  | 'newFirst'
  | 'retriesFirst';

export type CampaignRecordingType =
  | 'afterAgentAnswers'
  | 'full'
  | 'none';

export type CampaignRetryPolicyInput = {
  busy: CampaignRetryRuleInput;
  failed: CampaignRetryRuleInput;
  noAnswer: CampaignRetryRuleInput;
};

export type CampaignRetryRuleInput = {
  intervalMinutes: number;
  maxAttempts: number;
};

export type CampaignState =
  | 'active'
  | 'archived'
  | 'completed'
  | 'draft'
  | 'paused'
  | 'scheduled';

export type DialingMode =
  | 'predictive'
  | 'preview'
  | 'progressive';

export type PhoneCallCampaignInput = {
  defaultVoicemailId?: string | number | null | undefined;
  dialingMode: DialingMode;
  eligibleOffer?: string | null | undefined;
  fromNumber: string;
  goal?: number | null | undefined;
  maxParallelCalls?: number | null | undefined;
  nickname?: string | null | undefined;
  overrideFromNumber?: boolean | null | undefined;
  predictiveCallAgentRatioCeiling?: number | null | undefined;
  priority?: number | null | undefined;
  priorityStrategy?: CampaignPriorityStrategy | null | undefined;
  recordingIds?: Array<string | number> | null | undefined;
  recordingType?: CampaignRecordingType | null | undefined;
  retryPolicy?: CampaignRetryPolicyInput | null | undefined;
  scriptUrl?: string | null | undefined;
  targetAbandonRate?: number | null | undefined;
  targetQueueSid: string;
  voicemailInstructions?: string | null | undefined;
};

export type SmsCampaignInput = {
  content: string;
  fromNumber: string;
  mediaUrl?: string | null | undefined;
  sendRatePerSecond?: number | null | undefined;
};

export type CampaignSummaryFieldsFragment = { id: string, friendlyId: string, name: string, state: Types.CampaignState, messageType: Types.CampaignMessageType, updatedAt: string, segments: Array<{ id: string, name: string | null }>, contactLists: Array<{ id: string, name: string | null }>, stats: { targets: number, reached: number } };

export type CampaignDialerFieldsFragment = { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number };

export type CampaignLiveFieldsFragment = { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number };

export type CampaignStatsFieldsFragment = { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> };

export type CampaignDetailFieldsFragment = { id: string, friendlyId: string, name: string, description: string | null, state: Types.CampaignState, stateNote: string | null, messageType: Types.CampaignMessageType, type: string, conversionEvent: string | null, bypassOptIn: boolean, tasksBacklogLimit: number | null, startAt: string | null, startedAt: string | null, completedAt: string | null, createdAt: string, updatedAt: string, segments: Array<{ id: string, name: string | null, count: number | null }>, contactLists: Array<{ id: string, name: string | null, count: number | null }>, smsCampaign: { content: string, mediaURL: string | null, fromNumber: string, sendRatePerSecond: number } | null, phoneCallCampaign: { nickname: string | null, fromNumber: string, overrideFromNumber: boolean, dialingMode: Types.DialingMode, goal: number | null, scriptUrl: string | null, voicemailInstructions: string | null, recordings: Array<string>, defaultVoicemail: string | null, eligibleOffer: string | null, targetQueueSid: string, maxParallelCalls: number, predictiveCallAgentRatioCeiling: number, priority: number, priorityStrategy: Types.CampaignPriorityStrategy, recordingType: Types.CampaignRecordingType, targetAbandonRate: number | null, retryPolicy: { busy: { maxAttempts: number, intervalMinutes: number }, noAnswer: { maxAttempts: number, intervalMinutes: number }, failed: { maxAttempts: number, intervalMinutes: number } } } | null, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null };

export type CampaignsPageQueryVariables = Exact<{
  filter?: Types.CampaignFilterInput | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type CampaignsPageQuery = { getCampaigns: { total: number, page: number, size: number, items: Array<{ id: string, friendlyId: string, name: string, state: Types.CampaignState, messageType: Types.CampaignMessageType, updatedAt: string, segments: Array<{ id: string, name: string | null }>, contactLists: Array<{ id: string, name: string | null }>, stats: { targets: number, reached: number } }> } };

export type CampaignDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignDetailQuery = { campaign: { id: string, friendlyId: string, name: string, description: string | null, state: Types.CampaignState, stateNote: string | null, messageType: Types.CampaignMessageType, type: string, conversionEvent: string | null, bypassOptIn: boolean, tasksBacklogLimit: number | null, startAt: string | null, startedAt: string | null, completedAt: string | null, createdAt: string, updatedAt: string, segments: Array<{ id: string, name: string | null, count: number | null }>, contactLists: Array<{ id: string, name: string | null, count: number | null }>, smsCampaign: { content: string, mediaURL: string | null, fromNumber: string, sendRatePerSecond: number } | null, phoneCallCampaign: { nickname: string | null, fromNumber: string, overrideFromNumber: boolean, dialingMode: Types.DialingMode, goal: number | null, scriptUrl: string | null, voicemailInstructions: string | null, recordings: Array<string>, defaultVoicemail: string | null, eligibleOffer: string | null, targetQueueSid: string, maxParallelCalls: number, predictiveCallAgentRatioCeiling: number, priority: number, priorityStrategy: Types.CampaignPriorityStrategy, recordingType: Types.CampaignRecordingType, targetAbandonRate: number | null, retryPolicy: { busy: { maxAttempts: number, intervalMinutes: number }, noAnswer: { maxAttempts: number, intervalMinutes: number }, failed: { maxAttempts: number, intervalMinutes: number } } } | null, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null } };

export type CampaignProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignProgressQuery = { campaign: { id: string, state: Types.CampaignState, stateNote: string | null, startedAt: string | null, completedAt: string | null, updatedAt: string, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null } };

export type CreateCampaignMutationVariables = Exact<{
  input: Types.CampaignInput;
}>;


export type CreateCampaignMutation = { createCampaign: { id: string, friendlyId: string, name: string, description: string | null, state: Types.CampaignState, stateNote: string | null, messageType: Types.CampaignMessageType, type: string, conversionEvent: string | null, bypassOptIn: boolean, tasksBacklogLimit: number | null, startAt: string | null, startedAt: string | null, completedAt: string | null, createdAt: string, updatedAt: string, segments: Array<{ id: string, name: string | null, count: number | null }>, contactLists: Array<{ id: string, name: string | null, count: number | null }>, smsCampaign: { content: string, mediaURL: string | null, fromNumber: string, sendRatePerSecond: number } | null, phoneCallCampaign: { nickname: string | null, fromNumber: string, overrideFromNumber: boolean, dialingMode: Types.DialingMode, goal: number | null, scriptUrl: string | null, voicemailInstructions: string | null, recordings: Array<string>, defaultVoicemail: string | null, eligibleOffer: string | null, targetQueueSid: string, maxParallelCalls: number, predictiveCallAgentRatioCeiling: number, priority: number, priorityStrategy: Types.CampaignPriorityStrategy, recordingType: Types.CampaignRecordingType, targetAbandonRate: number | null, retryPolicy: { busy: { maxAttempts: number, intervalMinutes: number }, noAnswer: { maxAttempts: number, intervalMinutes: number }, failed: { maxAttempts: number, intervalMinutes: number } } } | null, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null } };

export type UpdateCampaignMutationVariables = Exact<{
  id: string | number;
  input: Types.CampaignInput;
}>;


export type UpdateCampaignMutation = { updateCampaign: { id: string, friendlyId: string, name: string, description: string | null, state: Types.CampaignState, stateNote: string | null, messageType: Types.CampaignMessageType, type: string, conversionEvent: string | null, bypassOptIn: boolean, tasksBacklogLimit: number | null, startAt: string | null, startedAt: string | null, completedAt: string | null, createdAt: string, updatedAt: string, segments: Array<{ id: string, name: string | null, count: number | null }>, contactLists: Array<{ id: string, name: string | null, count: number | null }>, smsCampaign: { content: string, mediaURL: string | null, fromNumber: string, sendRatePerSecond: number } | null, phoneCallCampaign: { nickname: string | null, fromNumber: string, overrideFromNumber: boolean, dialingMode: Types.DialingMode, goal: number | null, scriptUrl: string | null, voicemailInstructions: string | null, recordings: Array<string>, defaultVoicemail: string | null, eligibleOffer: string | null, targetQueueSid: string, maxParallelCalls: number, predictiveCallAgentRatioCeiling: number, priority: number, priorityStrategy: Types.CampaignPriorityStrategy, recordingType: Types.CampaignRecordingType, targetAbandonRate: number | null, retryPolicy: { busy: { maxAttempts: number, intervalMinutes: number }, noAnswer: { maxAttempts: number, intervalMinutes: number }, failed: { maxAttempts: number, intervalMinutes: number } } } | null, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null } };

export type DuplicateCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateCampaignMutation = { duplicateCampaign: { id: string } };

export type StartCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type StartCampaignMutation = { startCampaign: { id: string, friendlyId: string, name: string, description: string | null, state: Types.CampaignState, stateNote: string | null, messageType: Types.CampaignMessageType, type: string, conversionEvent: string | null, bypassOptIn: boolean, tasksBacklogLimit: number | null, startAt: string | null, startedAt: string | null, completedAt: string | null, createdAt: string, updatedAt: string, segments: Array<{ id: string, name: string | null, count: number | null }>, contactLists: Array<{ id: string, name: string | null, count: number | null }>, smsCampaign: { content: string, mediaURL: string | null, fromNumber: string, sendRatePerSecond: number } | null, phoneCallCampaign: { nickname: string | null, fromNumber: string, overrideFromNumber: boolean, dialingMode: Types.DialingMode, goal: number | null, scriptUrl: string | null, voicemailInstructions: string | null, recordings: Array<string>, defaultVoicemail: string | null, eligibleOffer: string | null, targetQueueSid: string, maxParallelCalls: number, predictiveCallAgentRatioCeiling: number, priority: number, priorityStrategy: Types.CampaignPriorityStrategy, recordingType: Types.CampaignRecordingType, targetAbandonRate: number | null, retryPolicy: { busy: { maxAttempts: number, intervalMinutes: number }, noAnswer: { maxAttempts: number, intervalMinutes: number }, failed: { maxAttempts: number, intervalMinutes: number } } } | null, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null } };

export type PauseCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type PauseCampaignMutation = { pauseCampaign: { id: string, friendlyId: string, name: string, description: string | null, state: Types.CampaignState, stateNote: string | null, messageType: Types.CampaignMessageType, type: string, conversionEvent: string | null, bypassOptIn: boolean, tasksBacklogLimit: number | null, startAt: string | null, startedAt: string | null, completedAt: string | null, createdAt: string, updatedAt: string, segments: Array<{ id: string, name: string | null, count: number | null }>, contactLists: Array<{ id: string, name: string | null, count: number | null }>, smsCampaign: { content: string, mediaURL: string | null, fromNumber: string, sendRatePerSecond: number } | null, phoneCallCampaign: { nickname: string | null, fromNumber: string, overrideFromNumber: boolean, dialingMode: Types.DialingMode, goal: number | null, scriptUrl: string | null, voicemailInstructions: string | null, recordings: Array<string>, defaultVoicemail: string | null, eligibleOffer: string | null, targetQueueSid: string, maxParallelCalls: number, predictiveCallAgentRatioCeiling: number, priority: number, priorityStrategy: Types.CampaignPriorityStrategy, recordingType: Types.CampaignRecordingType, targetAbandonRate: number | null, retryPolicy: { busy: { maxAttempts: number, intervalMinutes: number }, noAnswer: { maxAttempts: number, intervalMinutes: number }, failed: { maxAttempts: number, intervalMinutes: number } } } | null, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null } };

export type ResumeCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type ResumeCampaignMutation = { resumeCampaign: { id: string, friendlyId: string, name: string, description: string | null, state: Types.CampaignState, stateNote: string | null, messageType: Types.CampaignMessageType, type: string, conversionEvent: string | null, bypassOptIn: boolean, tasksBacklogLimit: number | null, startAt: string | null, startedAt: string | null, completedAt: string | null, createdAt: string, updatedAt: string, segments: Array<{ id: string, name: string | null, count: number | null }>, contactLists: Array<{ id: string, name: string | null, count: number | null }>, smsCampaign: { content: string, mediaURL: string | null, fromNumber: string, sendRatePerSecond: number } | null, phoneCallCampaign: { nickname: string | null, fromNumber: string, overrideFromNumber: boolean, dialingMode: Types.DialingMode, goal: number | null, scriptUrl: string | null, voicemailInstructions: string | null, recordings: Array<string>, defaultVoicemail: string | null, eligibleOffer: string | null, targetQueueSid: string, maxParallelCalls: number, predictiveCallAgentRatioCeiling: number, priority: number, priorityStrategy: Types.CampaignPriorityStrategy, recordingType: Types.CampaignRecordingType, targetAbandonRate: number | null, retryPolicy: { busy: { maxAttempts: number, intervalMinutes: number }, noAnswer: { maxAttempts: number, intervalMinutes: number }, failed: { maxAttempts: number, intervalMinutes: number } } } | null, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null } };

export type ArchiveCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveCampaignMutation = { archiveCampaign: { id: string, friendlyId: string, name: string, description: string | null, state: Types.CampaignState, stateNote: string | null, messageType: Types.CampaignMessageType, type: string, conversionEvent: string | null, bypassOptIn: boolean, tasksBacklogLimit: number | null, startAt: string | null, startedAt: string | null, completedAt: string | null, createdAt: string, updatedAt: string, segments: Array<{ id: string, name: string | null, count: number | null }>, contactLists: Array<{ id: string, name: string | null, count: number | null }>, smsCampaign: { content: string, mediaURL: string | null, fromNumber: string, sendRatePerSecond: number } | null, phoneCallCampaign: { nickname: string | null, fromNumber: string, overrideFromNumber: boolean, dialingMode: Types.DialingMode, goal: number | null, scriptUrl: string | null, voicemailInstructions: string | null, recordings: Array<string>, defaultVoicemail: string | null, eligibleOffer: string | null, targetQueueSid: string, maxParallelCalls: number, predictiveCallAgentRatioCeiling: number, priority: number, priorityStrategy: Types.CampaignPriorityStrategy, recordingType: Types.CampaignRecordingType, targetAbandonRate: number | null, retryPolicy: { busy: { maxAttempts: number, intervalMinutes: number }, noAnswer: { maxAttempts: number, intervalMinutes: number }, failed: { maxAttempts: number, intervalMinutes: number } } } | null, stats: { targets: number, pending: number, dialing: number, reached: number, answered: number, voicemail: number, abandoned: number, delivered: number, failed: number, skipped: number, replied: number, converted: number, skippedByReason: Array<{ reason: string, count: number }> }, dialer: { dialRatio: number, reason: string, pacedAs: string, forcedProgressive: boolean, ringing: number, waiting: number, answerRate: number, abandonRateFtc: number, abandonRateOfcom: number } | null, live: { agentsTalking: number, agentsWaiting: number, callsPerAgentHour: number | null, talkMinutesPerAgentHour: number | null, agentHours: number, windowMinutes: number } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CampaignSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignSummaryFields on Campaign {
  id
  friendlyId
  name
  state
  messageType
  segments {
    id
    name
  }
  contactLists {
    id
    name
  }
  stats {
    targets
    reached
  }
  updatedAt
}
    `, {"fragmentName":"CampaignSummaryFields"}) as unknown as TypedDocumentString<CampaignSummaryFieldsFragment, unknown>;
export const CampaignStatsFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}
    `, {"fragmentName":"CampaignStatsFields"}) as unknown as TypedDocumentString<CampaignStatsFieldsFragment, unknown>;
export const CampaignDialerFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
    `, {"fragmentName":"CampaignDialerFields"}) as unknown as TypedDocumentString<CampaignDialerFieldsFragment, unknown>;
export const CampaignLiveFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
    `, {"fragmentName":"CampaignLiveFields"}) as unknown as TypedDocumentString<CampaignLiveFieldsFragment, unknown>;
export const CampaignDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignDetailFields on Campaign {
  id
  friendlyId
  name
  description
  state
  stateNote
  messageType
  type
  conversionEvent
  bypassOptIn
  tasksBacklogLimit
  startAt
  startedAt
  completedAt
  segments {
    id
    name
    count
  }
  contactLists {
    id
    name
    count
  }
  smsCampaign {
    content
    mediaURL
    fromNumber
    sendRatePerSecond
  }
  phoneCallCampaign {
    nickname
    fromNumber
    overrideFromNumber
    dialingMode
    goal
    scriptUrl
    voicemailInstructions
    recordings
    defaultVoicemail
    eligibleOffer
    targetQueueSid
    maxParallelCalls
    predictiveCallAgentRatioCeiling
    priority
    priorityStrategy
    recordingType
    targetAbandonRate
    retryPolicy {
      busy {
        maxAttempts
        intervalMinutes
      }
      noAnswer {
        maxAttempts
        intervalMinutes
      }
      failed {
        maxAttempts
        intervalMinutes
      }
    }
  }
  stats {
    ...CampaignStatsFields
  }
  dialer {
    ...CampaignDialerFields
  }
  live {
    ...CampaignLiveFields
  }
  createdAt
  updatedAt
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}`, {"fragmentName":"CampaignDetailFields"}) as unknown as TypedDocumentString<CampaignDetailFieldsFragment, unknown>;
export const CampaignsPageDocument = new TypedDocumentString(`
    query CampaignsPage($filter: CampaignFilterInput, $page: Int, $size: Int) {
  getCampaigns(filter: $filter, page: $page, size: $size) {
    items {
      ...CampaignSummaryFields
    }
    total
    page
    size
  }
}
    fragment CampaignSummaryFields on Campaign {
  id
  friendlyId
  name
  state
  messageType
  segments {
    id
    name
  }
  contactLists {
    id
    name
  }
  stats {
    targets
    reached
  }
  updatedAt
}`) as unknown as TypedDocumentString<CampaignsPageQuery, CampaignsPageQueryVariables>;
export const CampaignDetailDocument = new TypedDocumentString(`
    query CampaignDetail($id: ID!) {
  campaign(id: $id) {
    ...CampaignDetailFields
  }
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}
fragment CampaignDetailFields on Campaign {
  id
  friendlyId
  name
  description
  state
  stateNote
  messageType
  type
  conversionEvent
  bypassOptIn
  tasksBacklogLimit
  startAt
  startedAt
  completedAt
  segments {
    id
    name
    count
  }
  contactLists {
    id
    name
    count
  }
  smsCampaign {
    content
    mediaURL
    fromNumber
    sendRatePerSecond
  }
  phoneCallCampaign {
    nickname
    fromNumber
    overrideFromNumber
    dialingMode
    goal
    scriptUrl
    voicemailInstructions
    recordings
    defaultVoicemail
    eligibleOffer
    targetQueueSid
    maxParallelCalls
    predictiveCallAgentRatioCeiling
    priority
    priorityStrategy
    recordingType
    targetAbandonRate
    retryPolicy {
      busy {
        maxAttempts
        intervalMinutes
      }
      noAnswer {
        maxAttempts
        intervalMinutes
      }
      failed {
        maxAttempts
        intervalMinutes
      }
    }
  }
  stats {
    ...CampaignStatsFields
  }
  dialer {
    ...CampaignDialerFields
  }
  live {
    ...CampaignLiveFields
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CampaignDetailQuery, CampaignDetailQueryVariables>;
export const CampaignProgressDocument = new TypedDocumentString(`
    query CampaignProgress($id: ID!) {
  campaign(id: $id) {
    id
    state
    stateNote
    startedAt
    completedAt
    updatedAt
    stats {
      ...CampaignStatsFields
    }
    dialer {
      ...CampaignDialerFields
    }
    live {
      ...CampaignLiveFields
    }
  }
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}`) as unknown as TypedDocumentString<CampaignProgressQuery, CampaignProgressQueryVariables>;
export const CreateCampaignDocument = new TypedDocumentString(`
    mutation CreateCampaign($input: CampaignInput!) {
  createCampaign(input: $input) {
    ...CampaignDetailFields
  }
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}
fragment CampaignDetailFields on Campaign {
  id
  friendlyId
  name
  description
  state
  stateNote
  messageType
  type
  conversionEvent
  bypassOptIn
  tasksBacklogLimit
  startAt
  startedAt
  completedAt
  segments {
    id
    name
    count
  }
  contactLists {
    id
    name
    count
  }
  smsCampaign {
    content
    mediaURL
    fromNumber
    sendRatePerSecond
  }
  phoneCallCampaign {
    nickname
    fromNumber
    overrideFromNumber
    dialingMode
    goal
    scriptUrl
    voicemailInstructions
    recordings
    defaultVoicemail
    eligibleOffer
    targetQueueSid
    maxParallelCalls
    predictiveCallAgentRatioCeiling
    priority
    priorityStrategy
    recordingType
    targetAbandonRate
    retryPolicy {
      busy {
        maxAttempts
        intervalMinutes
      }
      noAnswer {
        maxAttempts
        intervalMinutes
      }
      failed {
        maxAttempts
        intervalMinutes
      }
    }
  }
  stats {
    ...CampaignStatsFields
  }
  dialer {
    ...CampaignDialerFields
  }
  live {
    ...CampaignLiveFields
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = new TypedDocumentString(`
    mutation UpdateCampaign($id: ID!, $input: CampaignInput!) {
  updateCampaign(id: $id, input: $input) {
    ...CampaignDetailFields
  }
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}
fragment CampaignDetailFields on Campaign {
  id
  friendlyId
  name
  description
  state
  stateNote
  messageType
  type
  conversionEvent
  bypassOptIn
  tasksBacklogLimit
  startAt
  startedAt
  completedAt
  segments {
    id
    name
    count
  }
  contactLists {
    id
    name
    count
  }
  smsCampaign {
    content
    mediaURL
    fromNumber
    sendRatePerSecond
  }
  phoneCallCampaign {
    nickname
    fromNumber
    overrideFromNumber
    dialingMode
    goal
    scriptUrl
    voicemailInstructions
    recordings
    defaultVoicemail
    eligibleOffer
    targetQueueSid
    maxParallelCalls
    predictiveCallAgentRatioCeiling
    priority
    priorityStrategy
    recordingType
    targetAbandonRate
    retryPolicy {
      busy {
        maxAttempts
        intervalMinutes
      }
      noAnswer {
        maxAttempts
        intervalMinutes
      }
      failed {
        maxAttempts
        intervalMinutes
      }
    }
  }
  stats {
    ...CampaignStatsFields
  }
  dialer {
    ...CampaignDialerFields
  }
  live {
    ...CampaignLiveFields
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const DuplicateCampaignDocument = new TypedDocumentString(`
    mutation DuplicateCampaign($id: ID!) {
  duplicateCampaign(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DuplicateCampaignMutation, DuplicateCampaignMutationVariables>;
export const StartCampaignDocument = new TypedDocumentString(`
    mutation StartCampaign($id: ID!) {
  startCampaign(id: $id) {
    ...CampaignDetailFields
  }
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}
fragment CampaignDetailFields on Campaign {
  id
  friendlyId
  name
  description
  state
  stateNote
  messageType
  type
  conversionEvent
  bypassOptIn
  tasksBacklogLimit
  startAt
  startedAt
  completedAt
  segments {
    id
    name
    count
  }
  contactLists {
    id
    name
    count
  }
  smsCampaign {
    content
    mediaURL
    fromNumber
    sendRatePerSecond
  }
  phoneCallCampaign {
    nickname
    fromNumber
    overrideFromNumber
    dialingMode
    goal
    scriptUrl
    voicemailInstructions
    recordings
    defaultVoicemail
    eligibleOffer
    targetQueueSid
    maxParallelCalls
    predictiveCallAgentRatioCeiling
    priority
    priorityStrategy
    recordingType
    targetAbandonRate
    retryPolicy {
      busy {
        maxAttempts
        intervalMinutes
      }
      noAnswer {
        maxAttempts
        intervalMinutes
      }
      failed {
        maxAttempts
        intervalMinutes
      }
    }
  }
  stats {
    ...CampaignStatsFields
  }
  dialer {
    ...CampaignDialerFields
  }
  live {
    ...CampaignLiveFields
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<StartCampaignMutation, StartCampaignMutationVariables>;
export const PauseCampaignDocument = new TypedDocumentString(`
    mutation PauseCampaign($id: ID!) {
  pauseCampaign(id: $id) {
    ...CampaignDetailFields
  }
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}
fragment CampaignDetailFields on Campaign {
  id
  friendlyId
  name
  description
  state
  stateNote
  messageType
  type
  conversionEvent
  bypassOptIn
  tasksBacklogLimit
  startAt
  startedAt
  completedAt
  segments {
    id
    name
    count
  }
  contactLists {
    id
    name
    count
  }
  smsCampaign {
    content
    mediaURL
    fromNumber
    sendRatePerSecond
  }
  phoneCallCampaign {
    nickname
    fromNumber
    overrideFromNumber
    dialingMode
    goal
    scriptUrl
    voicemailInstructions
    recordings
    defaultVoicemail
    eligibleOffer
    targetQueueSid
    maxParallelCalls
    predictiveCallAgentRatioCeiling
    priority
    priorityStrategy
    recordingType
    targetAbandonRate
    retryPolicy {
      busy {
        maxAttempts
        intervalMinutes
      }
      noAnswer {
        maxAttempts
        intervalMinutes
      }
      failed {
        maxAttempts
        intervalMinutes
      }
    }
  }
  stats {
    ...CampaignStatsFields
  }
  dialer {
    ...CampaignDialerFields
  }
  live {
    ...CampaignLiveFields
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PauseCampaignMutation, PauseCampaignMutationVariables>;
export const ResumeCampaignDocument = new TypedDocumentString(`
    mutation ResumeCampaign($id: ID!) {
  resumeCampaign(id: $id) {
    ...CampaignDetailFields
  }
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}
fragment CampaignDetailFields on Campaign {
  id
  friendlyId
  name
  description
  state
  stateNote
  messageType
  type
  conversionEvent
  bypassOptIn
  tasksBacklogLimit
  startAt
  startedAt
  completedAt
  segments {
    id
    name
    count
  }
  contactLists {
    id
    name
    count
  }
  smsCampaign {
    content
    mediaURL
    fromNumber
    sendRatePerSecond
  }
  phoneCallCampaign {
    nickname
    fromNumber
    overrideFromNumber
    dialingMode
    goal
    scriptUrl
    voicemailInstructions
    recordings
    defaultVoicemail
    eligibleOffer
    targetQueueSid
    maxParallelCalls
    predictiveCallAgentRatioCeiling
    priority
    priorityStrategy
    recordingType
    targetAbandonRate
    retryPolicy {
      busy {
        maxAttempts
        intervalMinutes
      }
      noAnswer {
        maxAttempts
        intervalMinutes
      }
      failed {
        maxAttempts
        intervalMinutes
      }
    }
  }
  stats {
    ...CampaignStatsFields
  }
  dialer {
    ...CampaignDialerFields
  }
  live {
    ...CampaignLiveFields
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<ResumeCampaignMutation, ResumeCampaignMutationVariables>;
export const ArchiveCampaignDocument = new TypedDocumentString(`
    mutation ArchiveCampaign($id: ID!) {
  archiveCampaign(id: $id) {
    ...CampaignDetailFields
  }
}
    fragment CampaignDialerFields on CampaignDialer {
  dialRatio
  reason
  pacedAs
  forcedProgressive
  ringing
  waiting
  answerRate
  abandonRateFtc
  abandonRateOfcom
}
fragment CampaignLiveFields on CampaignLive {
  agentsTalking
  agentsWaiting
  callsPerAgentHour
  talkMinutesPerAgentHour
  agentHours
  windowMinutes
}
fragment CampaignStatsFields on CampaignStats {
  targets
  pending
  dialing
  reached
  answered
  voicemail
  abandoned
  delivered
  failed
  skipped
  replied
  converted
  skippedByReason {
    reason
    count
  }
}
fragment CampaignDetailFields on Campaign {
  id
  friendlyId
  name
  description
  state
  stateNote
  messageType
  type
  conversionEvent
  bypassOptIn
  tasksBacklogLimit
  startAt
  startedAt
  completedAt
  segments {
    id
    name
    count
  }
  contactLists {
    id
    name
    count
  }
  smsCampaign {
    content
    mediaURL
    fromNumber
    sendRatePerSecond
  }
  phoneCallCampaign {
    nickname
    fromNumber
    overrideFromNumber
    dialingMode
    goal
    scriptUrl
    voicemailInstructions
    recordings
    defaultVoicemail
    eligibleOffer
    targetQueueSid
    maxParallelCalls
    predictiveCallAgentRatioCeiling
    priority
    priorityStrategy
    recordingType
    targetAbandonRate
    retryPolicy {
      busy {
        maxAttempts
        intervalMinutes
      }
      noAnswer {
        maxAttempts
        intervalMinutes
      }
      failed {
        maxAttempts
        intervalMinutes
      }
    }
  }
  stats {
    ...CampaignStatsFields
  }
  dialer {
    ...CampaignDialerFields
  }
  live {
    ...CampaignLiveFields
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<ArchiveCampaignMutation, ArchiveCampaignMutationVariables>;