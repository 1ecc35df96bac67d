import {
  type CampaignMessageType,
  DEFAULT_RETRY_POLICY,
  type DialingMode,
  MAX_PARALLEL_CALLS_DEFAULT,
  type PriorityStrategy,
  RATIO_CEILING_DEFAULT,
  type RecordingType,
  type RetryPolicy,
  SMS_SEND_RATE_DEFAULT,
} from '@parley/core/campaigns/campaign-model';
import type { CampaignInput } from '../../../shared/graphql/schema-types.generated.ts';
import type { Campaign } from '../api/campaigns-api.ts';
import { fromDateTimeLocal, toDateTimeLocal } from './format-campaign-date.ts';

// The campaign editor's values (issue 14 editor) and their conversion to the API's CampaignInput.
// Numbers are '' while blank (Mantine's NumberInput); texts are '' while blank and sent as null.

/** A number field: blank or a number. */
export type NumberValue = number | '';

export type SmsDraft = {
  content: string;
  mediaUrl: string;
  fromNumber: string;
  sendRatePerSecond: NumberValue;
};

export type CallDraft = {
  nickname: string;
  fromNumber: string;
  overrideFromNumber: boolean;
  dialingMode: DialingMode;
  targetQueueSid: string;
  maxParallelCalls: NumberValue;
  predictiveCallAgentRatioCeiling: NumberValue;
  priority: NumberValue;
  priorityStrategy: PriorityStrategy;
  recordingType: RecordingType;
  targetAbandonRate: NumberValue;
  scriptUrl: string;
  voicemailInstructions: string;
  eligibleOffer: string;
  goal: NumberValue;
  retryPolicy: RetryPolicy;
  /** Kept as saved: the editor does not change voicemail drops. */
  recordingIds: string[];
  defaultVoicemailId: string | null;
};

export type CampaignDraft = {
  name: string;
  description: string;
  messageType: CampaignMessageType;
  segmentIds: string[];
  contactListIds: string[];
  conversionEvent: string;
  tasksBacklogLimit: NumberValue;
  /** A datetime-local value ('' for "as soon as started"). */
  startAt: string;
  bypassOptIn: boolean;
  sms: SmsDraft;
  phoneCall: CallDraft;
};

export function emptyDraft(): CampaignDraft {
  return {
    name: '',
    description: '',
    messageType: 'sms',
    segmentIds: [],
    contactListIds: [],
    conversionEvent: '',
    tasksBacklogLimit: '',
    startAt: '',
    bypassOptIn: false,
    sms: { content: '', mediaUrl: '', fromNumber: '', sendRatePerSecond: SMS_SEND_RATE_DEFAULT },
    phoneCall: {
      nickname: '',
      fromNumber: '',
      overrideFromNumber: false,
      dialingMode: 'progressive',
      targetQueueSid: '',
      maxParallelCalls: MAX_PARALLEL_CALLS_DEFAULT,
      predictiveCallAgentRatioCeiling: RATIO_CEILING_DEFAULT,
      priority: 0,
      priorityStrategy: 'listOrder',
      recordingType: 'none',
      targetAbandonRate: '',
      scriptUrl: '',
      voicemailInstructions: '',
      eligibleOffer: '',
      goal: '',
      retryPolicy: DEFAULT_RETRY_POLICY,
      recordingIds: [],
      defaultVoicemailId: null,
    },
  };
}

const numberOf = (value: number | null | undefined): NumberValue => value ?? '';

/** The editor's values for a saved campaign (the other type's settings start empty). */
export function draftFromCampaign(campaign: Campaign): CampaignDraft {
  const empty = emptyDraft();
  const sms = campaign.smsCampaign;
  const call = campaign.phoneCallCampaign;
  return {
    name: campaign.name,
    description: campaign.description ?? '',
    messageType: campaign.messageType,
    segmentIds: campaign.segments.map((segment) => segment.id),
    contactListIds: campaign.contactLists.map((list) => list.id),
    conversionEvent: campaign.conversionEvent ?? '',
    tasksBacklogLimit: numberOf(campaign.tasksBacklogLimit),
    startAt: toDateTimeLocal(campaign.startAt),
    bypassOptIn: campaign.bypassOptIn,
    sms: sms
      ? {
          content: sms.content,
          mediaUrl: sms.mediaURL ?? '',
          fromNumber: sms.fromNumber,
          sendRatePerSecond: sms.sendRatePerSecond,
        }
      : empty.sms,
    phoneCall: call
      ? {
          nickname: call.nickname ?? '',
          fromNumber: call.fromNumber,
          overrideFromNumber: call.overrideFromNumber,
          dialingMode: call.dialingMode,
          targetQueueSid: call.targetQueueSid,
          maxParallelCalls: call.maxParallelCalls,
          predictiveCallAgentRatioCeiling: call.predictiveCallAgentRatioCeiling,
          priority: call.priority,
          priorityStrategy: call.priorityStrategy,
          recordingType: call.recordingType,
          targetAbandonRate: numberOf(call.targetAbandonRate),
          scriptUrl: call.scriptUrl ?? '',
          voicemailInstructions: call.voicemailInstructions ?? '',
          eligibleOffer: call.eligibleOffer ?? '',
          goal: numberOf(call.goal),
          retryPolicy: call.retryPolicy,
          recordingIds: call.recordings,
          defaultVoicemailId: call.defaultVoicemail,
        }
      : empty.phoneCall,
  };
}

const text = (value: string) => (value.trim() === '' ? null : value);
const number = (value: NumberValue) => (value === '' ? null : value);

/** What the form submits: the settings of its type only, blanks as null (the schema's defaults apply). */
export function draftToInput(draft: CampaignDraft): CampaignInput {
  const { sms, phoneCall: call } = draft;
  return {
    name: draft.name,
    description: text(draft.description),
    messageType: draft.messageType,
    conversionEvent: text(draft.conversionEvent),
    bypassOptIn: draft.bypassOptIn,
    tasksBacklogLimit: number(draft.tasksBacklogLimit),
    startAt: fromDateTimeLocal(draft.startAt),
    audience: { segmentIds: draft.segmentIds, contactListIds: draft.contactListIds },
    sms:
      draft.messageType === 'sms'
        ? {
            content: sms.content,
            mediaUrl: text(sms.mediaUrl),
            fromNumber: sms.fromNumber,
            sendRatePerSecond: number(sms.sendRatePerSecond),
          }
        : null,
    phoneCall:
      draft.messageType === 'phoneCall'
        ? {
            nickname: text(call.nickname),
            fromNumber: call.fromNumber,
            overrideFromNumber: call.overrideFromNumber,
            dialingMode: call.dialingMode,
            targetQueueSid: call.targetQueueSid,
            maxParallelCalls: number(call.maxParallelCalls),
            predictiveCallAgentRatioCeiling: number(call.predictiveCallAgentRatioCeiling),
            priority: number(call.priority),
            priorityStrategy: call.priorityStrategy,
            recordingType: call.recordingType,
            targetAbandonRate: number(call.targetAbandonRate),
            scriptUrl: text(call.scriptUrl),
            voicemailInstructions: text(call.voicemailInstructions),
            eligibleOffer: text(call.eligibleOffer),
            goal: number(call.goal),
            retryPolicy: call.retryPolicy,
            recordingIds: call.recordingIds,
            defaultVoicemailId: call.defaultVoicemailId,
          }
        : null,
  };
}
