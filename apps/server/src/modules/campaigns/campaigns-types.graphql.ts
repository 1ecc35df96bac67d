import {
  CAMPAIGN_MESSAGE_TYPES,
  CAMPAIGN_STATES,
  DIALING_MODES,
  type PhoneCallCampaignSettings,
  PRIORITY_STRATEGIES,
  RECORDING_TYPES,
  type RetryRule,
  type SmsCampaignSettings,
} from '@parley/core/campaigns/campaign-model';
import type { Builder } from '../../platform/graphql/builder.ts';
import { countContactListMembers } from '../contact-lists/page-contact-list-members.ts';
import { countSegmentContacts } from '../segments/segment-contacts.ts';
import { findSegment } from '../segments/segment-store.ts';
import { type CampaignLiveFigures, readCampaignLiveFigures } from './campaign-live-figures.ts';
import type { CampaignStats } from './campaign-stats.ts';
import { journeysUsingCampaign } from './campaigns-ports.ts';
import type { AudienceItem, CampaignView } from './present-campaign.ts';

// The Campaign type of the API (spec 001 §3 Campaign, smsCampaign, phoneCallCampaign) and its inputs.
// Audience counts and the journeys using a campaign are resolved only when asked for (a list of
// campaigns does not count every segment).

const DIALING_MODE_DISPLAY = {
  preview: 'Preview',
  progressive: 'Progressive',
  predictive: 'Predictive',
} as const;

export function registerCampaignTypes(builder: Builder) {
  const StateEnum = builder.enumType('CampaignState', { values: CAMPAIGN_STATES });
  const MessageTypeEnum = builder.enumType('CampaignMessageType', { values: CAMPAIGN_MESSAGE_TYPES });
  const DialingModeEnum = builder.enumType('DialingMode', { values: DIALING_MODES });
  const PriorityStrategyEnum = builder.enumType('CampaignPriorityStrategy', { values: PRIORITY_STRATEGIES });
  const RecordingTypeEnum = builder.enumType('CampaignRecordingType', { values: RECORDING_TYPES });

  const Segment = builder.objectRef<AudienceItem & { brandId: string }>('CampaignSegment').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name', {
        nullable: true,
        description: 'Null when the segment was deleted since.',
      }),
      count: t.int({
        nullable: true,
        description: 'Contacts in the segment now (null when deleted or its conditions no longer compile).',
        resolve: async (item, _args, ctx) => {
          const segment = await findSegment(ctx.db, { brandId: item.brandId, id: item.id });
          return segment ? countSegmentContacts(ctx.db, { brandId: item.brandId, segment }) : null;
        },
      }),
    }),
  });
  const ContactList = builder.objectRef<AudienceItem & { brandId: string }>('CampaignContactList').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name', { nullable: true, description: 'Null when the list was deleted since.' }),
      count: t.int({
        nullable: true,
        description: 'Contacts in the list now (null when deleted).',
        resolve: async (item, _args, ctx) =>
          (await countContactListMembers(ctx.db, { brandId: item.brandId, listId: item.id }))?.count ?? null,
      }),
    }),
  });
  const Sms = builder.objectRef<SmsCampaignSettings>('SmsCampaign').implement({
    fields: (t) => ({
      content: t.exposeString('content'),
      mediaURL: t.string({ nullable: true, resolve: (sms) => sms.mediaUrl }),
      fromNumber: t.exposeString('fromNumber'),
      sendRatePerSecond: t.exposeInt('sendRatePerSecond'),
    }),
  });
  const Retry = builder.objectRef<RetryRule>('CampaignRetryRule').implement({
    fields: (t) => ({
      maxAttempts: t.exposeInt('maxAttempts'),
      intervalMinutes: t.exposeInt('intervalMinutes'),
    }),
  });
  const RetryPolicyRef = builder
    .objectRef<PhoneCallCampaignSettings['retryPolicy']>('CampaignRetryPolicy')
    .implement({
      fields: (t) => ({
        busy: t.field({ type: Retry, resolve: (policy) => policy.busy }),
        noAnswer: t.field({ type: Retry, resolve: (policy) => policy.noAnswer }),
        failed: t.field({ type: Retry, resolve: (policy) => policy.failed }),
      }),
    });
  const PhoneCall = builder.objectRef<PhoneCallCampaignSettings>('PhoneCallCampaign').implement({
    fields: (t) => ({
      nickname: t.exposeString('nickname', { nullable: true }),
      fromNumber: t.exposeString('fromNumber'),
      overrideFromNumber: t.exposeBoolean('overrideFromNumber'),
      dialingMode: t.field({ type: DialingModeEnum, resolve: (call) => call.dialingMode }),
      dialingModeDisplay: t.string({ resolve: (call) => DIALING_MODE_DISPLAY[call.dialingMode] }),
      goal: t.exposeInt('goal', { nullable: true }),
      scriptUrl: t.exposeString('scriptUrl', { nullable: true }),
      voicemailInstructions: t.exposeString('voicemailInstructions', { nullable: true }),
      recordings: t.stringList({
        description: 'Ids of the voicemail drops agents may leave.',
        resolve: (call) => call.recordingIds,
      }),
      defaultVoicemail: t.string({ nullable: true, resolve: (call) => call.defaultVoicemailId }),
      eligibleOffer: t.exposeString('eligibleOffer', { nullable: true }),
      targetQueueSid: t.exposeString('targetQueueSid'),
      maxParallelCalls: t.exposeInt('maxParallelCalls'),
      predictiveCallAgentRatioCeiling: t.exposeFloat('predictiveCallAgentRatioCeiling'),
      priority: t.exposeInt('priority'),
      priorityStrategy: t.field({ type: PriorityStrategyEnum, resolve: (call) => call.priorityStrategy }),
      recordingType: t.field({ type: RecordingTypeEnum, resolve: (call) => call.recordingType }),
      targetAbandonRate: t.exposeFloat('targetAbandonRate', {
        nullable: true,
        description: "Percent; null: the brand's Compliance setting.",
      }),
      retryPolicy: t.field({ type: RetryPolicyRef, resolve: (call) => call.retryPolicy }),
    }),
  });
  const SkipCount = builder.objectRef<{ reason: string; count: number }>('CampaignSkipCount').implement({
    fields: (t) => ({ reason: t.exposeString('reason'), count: t.exposeInt('count') }),
  });
  const Stats = builder.objectRef<CampaignStats>('CampaignStats').implement({
    description: "The campaign's figures from its targets (all 0 before it starts).",
    fields: (t) => ({
      targets: t.exposeInt('targets'),
      pending: t.exposeInt('pending', {
        description: 'Still to do, including those waiting for allowed hours.',
      }),
      dialing: t.exposeInt('dialing', { description: 'Call tasks out (offered to or taken by an agent).' }),
      reached: t.exposeInt('reached', { description: 'Texts sent; calls answered or voicemails left.' }),
      answered: t.exposeInt('answered'),
      voicemail: t.exposeInt('voicemail'),
      abandoned: t.exposeInt('abandoned', {
        description: 'Predictive calls a person answered with no agent free within 2 s.',
      }),
      delivered: t.exposeInt('delivered'),
      failed: t.exposeInt('failed'),
      skipped: t.exposeInt('skipped'),
      replied: t.exposeInt('replied'),
      converted: t.exposeInt('converted'),
      skippedByReason: t.field({ type: [SkipCount], resolve: (stats) => stats.skippedByReason }),
    }),
  });
  const Journey = builder
    .objectRef<{ id: string; name: string; state: string }>('CampaignJourney')
    .implement({
      fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), state: t.exposeString('state') }),
    });

  const num = (state: Record<string, unknown>, key: string) =>
    typeof state[key] === 'number' ? (state[key] as number) : 0;
  const str = (state: Record<string, unknown>, key: string) =>
    typeof state[key] === 'string' ? (state[key] as string) : '';
  const Dialer = builder.objectRef<Record<string, unknown>>('CampaignDialer').implement({
    description: "A predictive campaign's last pacing decision (the live page).",
    fields: (t) => ({
      dialRatio: t.float({
        description: 'Calls dialing per agent expected free.',
        resolve: (s) => num(s, 'ratio'),
      }),
      reason: t.string({
        description: 'What bound the last decision (core PacingReason).',
        resolve: (s) => str(s, 'reason'),
      }),
      pacedAs: t.string({ resolve: (s) => str(s, 'pacedAs') }),
      forcedProgressive: t.boolean({ resolve: (s) => s.guard === 'forced_progressive' }),
      ringing: t.int({
        description: 'Calls ringing or answered, not yet with an agent.',
        resolve: (s) => num(s, 'ringing'),
      }),
      waiting: t.int({
        description: 'Answered calls waiting for an agent.',
        resolve: (s) => num(s, 'waiting'),
      }),
      answerRate: t.float({
        description: 'Share of outcomes answered by a person.',
        resolve: (s) => num(s, 'answerRate'),
      }),
      abandonRateFtc: t.float({
        description: 'Abandoned / answered by a person, last 30 days.',
        resolve: (s) => num(s, 'abandonRateFtc'),
      }),
      abandonRateOfcom: t.float({
        description: 'Abandoned / answered by a person, last 24 hours.',
        resolve: (s) => num(s, 'abandonRateOfcom'),
      }),
    }),
  });

  const Live = builder.objectRef<CampaignLiveFigures>('CampaignLive').implement({
    description:
      "A call campaign's agents now and its output per agent-hour over the last hour (the live page).",
    fields: (t) => ({
      agentsTalking: t.exposeInt('agentsTalking', {
        description: "Agents of the campaign's queue on a call now.",
      }),
      agentsWaiting: t.exposeInt('agentsWaiting', {
        description: "Agents of the campaign's queue free for its next call now.",
      }),
      callsPerAgentHour: t.exposeFloat('callsPerAgentHour', {
        nullable: true,
        description: 'Calls ended per staffed agent-hour over the window; null before any agent time.',
      }),
      talkMinutesPerAgentHour: t.exposeFloat('talkMinutesPerAgentHour', { nullable: true }),
      agentHours: t.exposeFloat('agentHours', { description: "Agent time staffed on the campaign's queue." }),
      windowMinutes: t.exposeInt('windowMinutes'),
    }),
  });

  const Campaign = builder.objectRef<CampaignView & { brandId: string }>('Campaign').implement({
    description: 'An SMS or call campaign over segments and contact lists (spec 001 §3).',
    fields: (t) => ({
      id: t.exposeID('id'),
      friendlyId: t.exposeString('friendlyId'),
      name: t.exposeString('name'),
      description: t.exposeString('description', { nullable: true }),
      state: t.field({ type: StateEnum, resolve: (campaign) => campaign.state }),
      stateNote: t.exposeString('stateNote', {
        nullable: true,
        description: 'Why the campaign changed by itself (e.g. dropped to progressive), shown on its page.',
      }),
      messageType: t.field({ type: MessageTypeEnum, resolve: (campaign) => campaign.settings.messageType }),
      type: t.exposeString('type'),
      conversionEvent: t.exposeString('conversionEvent', { nullable: true }),
      bypassOptIn: t.exposeBoolean('bypassOptIn'),
      bypassOptInBy: t.exposeID('bypassOptInBy', { nullable: true }),
      bypassOptInAt: t.expose('bypassOptInAt', { type: 'DateTime', nullable: true }),
      tasksBacklogLimit: t.exposeInt('tasksBacklogLimit', { nullable: true }),
      startAt: t.expose('startAt', { type: 'DateTime', nullable: true }),
      startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
      completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
      segments: t.field({
        type: [Segment],
        resolve: (campaign) => campaign.segments.map((item) => ({ ...item, brandId: campaign.brandId })),
      }),
      contactLists: t.field({
        type: [ContactList],
        resolve: (campaign) => campaign.contactLists.map((item) => ({ ...item, brandId: campaign.brandId })),
      }),
      smsCampaign: t.field({
        type: Sms,
        nullable: true,
        resolve: (campaign) => (campaign.settings.messageType === 'sms' ? campaign.settings.sms : null),
      }),
      phoneCallCampaign: t.field({
        type: PhoneCall,
        nullable: true,
        resolve: (campaign) =>
          campaign.settings.messageType === 'phoneCall' ? campaign.settings.phoneCall : null,
      }),
      stats: t.field({ type: Stats, resolve: (campaign) => campaign.stats }),
      dialer: t.field({ type: Dialer, nullable: true, resolve: (campaign) => campaign.dialerState }),
      live: t.field({
        type: Live,
        nullable: true,
        description: 'A call campaign’s live figures (null for SMS campaigns).',
        resolve: (campaign, _args, ctx) =>
          campaign.settings.messageType === 'phoneCall'
            ? readCampaignLiveFigures(ctx.db, {
                brandId: campaign.brandId,
                campaignId: campaign.id,
                queueSid: campaign.settings.phoneCall.targetQueueSid,
                now: new Date(),
              })
            : null,
      }),
      journeys: t.field({
        type: [Journey],
        description: 'The journeys (not archived) whose steps use this campaign.',
        resolve: (campaign, _args, ctx) =>
          journeysUsingCampaign(ctx.db, { brandId: campaign.brandId, campaignId: campaign.id }),
      }),
      createdBy: t.exposeID('createdBy', { nullable: true }),
      updatedBy: t.exposeID('updatedBy', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

  const AudienceInput = builder.inputType('CampaignAudienceInput', {
    fields: (t) => ({ segmentIds: t.idList(), contactListIds: t.idList() }),
  });
  const SmsInput = builder.inputType('SmsCampaignInput', {
    fields: (t) => ({
      content: t.string({ required: true }),
      mediaUrl: t.string(),
      fromNumber: t.string({ required: true }),
      sendRatePerSecond: t.int(),
    }),
  });
  const RetryInput = builder.inputType('CampaignRetryRuleInput', {
    fields: (t) => ({ maxAttempts: t.int({ required: true }), intervalMinutes: t.int({ required: true }) }),
  });
  const RetryPolicyInput = builder.inputType('CampaignRetryPolicyInput', {
    fields: (t) => ({
      busy: t.field({ type: RetryInput, required: true }),
      noAnswer: t.field({ type: RetryInput, required: true }),
      failed: t.field({ type: RetryInput, required: true }),
    }),
  });
  const PhoneCallInput = builder.inputType('PhoneCallCampaignInput', {
    fields: (t) => ({
      nickname: t.string(),
      fromNumber: t.string({ required: true }),
      overrideFromNumber: t.boolean(),
      dialingMode: t.field({ type: DialingModeEnum, required: true }),
      goal: t.int(),
      scriptUrl: t.string(),
      voicemailInstructions: t.string(),
      recordingIds: t.idList(),
      defaultVoicemailId: t.id(),
      eligibleOffer: t.string(),
      targetQueueSid: t.string({ required: true }),
      maxParallelCalls: t.int(),
      predictiveCallAgentRatioCeiling: t.float(),
      priority: t.int(),
      priorityStrategy: t.field({ type: PriorityStrategyEnum }),
      recordingType: t.field({ type: RecordingTypeEnum }),
      targetAbandonRate: t.float(),
      retryPolicy: t.field({ type: RetryPolicyInput }),
    }),
  });
  const Input = builder.inputType('CampaignInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      description: t.string(),
      messageType: t.field({ type: MessageTypeEnum, required: true }),
      conversionEvent: t.string(),
      bypassOptIn: t.boolean(),
      tasksBacklogLimit: t.int(),
      startAt: t.string({ description: 'ISO 8601 with offset; absent: as soon as started.' }),
      audience: t.field({ type: AudienceInput, required: true }),
      sms: t.field({ type: SmsInput }),
      phoneCall: t.field({ type: PhoneCallInput }),
    }),
  });
  const FilterInput = builder.inputType('CampaignFilterInput', {
    fields: (t) => ({
      name: t.string(),
      states: t.field({ type: [StateEnum] }),
      messageType: t.field({ type: MessageTypeEnum }),
      includeArchived: t.boolean(),
    }),
  });
  return { Campaign, Input, FilterInput };
}
