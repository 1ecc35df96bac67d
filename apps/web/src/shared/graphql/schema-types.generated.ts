// Generated from apps/server/schema.graphql by `npm run graphql:codegen`: do not edit.
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time */
  DateTime: { input: string; output: string; }
  /** Any JSON value */
  JSON: { input: unknown; output: unknown; }
};

/** What an activity item is about: its medium, or the journey or campaign that caused it. */
export type ActivityChannel =
  | 'call'
  | 'campaign'
  | 'contact'
  | 'custom'
  | 'email'
  | 'journey'
  | 'segment'
  | 'sms'
  | 'task'
  | 'voicemail';

export type AgentDesktopListItemInput = {
  name: Scalars['String']['input'];
};

export type AgentFilterInput = {
  name?: InputMaybe<StringFilterInput>;
};

export type AgentOrderInput = {
  /** asc (default) or desc */
  direction?: InputMaybe<Scalars['String']['input']>;
  /** name, email, status, isAvailable or twilioStatusChangedAt */
  field: Scalars['String']['input'];
};

export type BrandContactListsFilterInput = {
  /** Part of the name, ignoring case */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type BrandPhoneNumberInput = {
  friendlyName: Scalars['String']['input'];
  /** Parsed as US by default; stored in E.164 */
  phoneNumber: Scalars['String']['input'];
  sms: Scalars['Boolean']['input'];
  voice: Scalars['Boolean']['input'];
};

export type BrandStatusInput = {
  available: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
};

export type CampaignAudienceInput = {
  contactListIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  segmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CampaignFilterInput = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  messageType?: InputMaybe<CampaignMessageType>;
  name?: InputMaybe<Scalars['String']['input']>;
  states?: InputMaybe<Array<CampaignState>>;
};

export type CampaignInput = {
  audience: CampaignAudienceInput;
  bypassOptIn?: InputMaybe<Scalars['Boolean']['input']>;
  conversionEvent?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  messageType: CampaignMessageType;
  name: Scalars['String']['input'];
  phoneCall?: InputMaybe<PhoneCallCampaignInput>;
  sms?: InputMaybe<SmsCampaignInput>;
  /** ISO 8601 with offset; absent: as soon as started. */
  startAt?: InputMaybe<Scalars['String']['input']>;
  tasksBacklogLimit?: InputMaybe<Scalars['Int']['input']>;
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
  intervalMinutes: Scalars['Int']['input'];
  maxAttempts: Scalars['Int']['input'];
};

export type CampaignState =
  | 'active'
  | 'archived'
  | 'completed'
  | 'draft'
  | 'paused'
  | 'scheduled';

export type ChannelCapacityInput = {
  call: Scalars['Int']['input'];
  customTask: Scalars['Int']['input'];
  email: Scalars['Int']['input'];
  sms: Scalars['Int']['input'];
  voicemail: Scalars['Int']['input'];
};

export type ComplianceHolidayInput = {
  endDate: Scalars['String']['input'];
  name: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};

export type ComplianceSettingsInput = {
  safeHarbourMessage: Scalars['String']['input'];
  targetAbandonRate: Scalars['Float']['input'];
};

export type ContactListSortKeyType =
  | 'datetime'
  | 'number'
  | 'string';

export type ContactListSortOrder =
  | 'asc'
  | 'desc';

export type CreateUserInput = {
  channelCapacity?: InputMaybe<ChannelCapacityInput>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Optional: without one, send a password email (REST) so the user can sign in. */
  password?: InputMaybe<Scalars['String']['input']>;
  roles: Array<Role>;
  skillIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  teamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CreateWriteKeyInput = {
  /** Which system uses it; at most 100 characters */
  name: Scalars['String']['input'];
};

export type DailyAvailableWindowInput = {
  enabled: Scalars['Boolean']['input'];
  end: Scalars['String']['input'];
  start: Scalars['String']['input'];
  weekday: Scalars['String']['input'];
};

export type DailyCallLimitsInput = {
  perContactPerDay?: InputMaybe<Scalars['Int']['input']>;
  perNumberPerDay?: InputMaybe<Scalars['Int']['input']>;
};

export type DashboardInput = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  channel?: InputMaybe<Scalars['String']['input']>;
  /** The first local date, 'YYYY-MM-DD'. */
  from: Scalars['String']['input'];
  /** hour, day, week or month; by the range when absent. */
  granularity?: InputMaybe<Scalars['String']['input']>;
  journeyId?: InputMaybe<Scalars['ID']['input']>;
  queueSid?: InputMaybe<Scalars['String']['input']>;
  /** 10, 20 (default), 30, 60 or 120. */
  serviceLevelSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** An IANA time zone, e.g. America/New_York. */
  timeZone: Scalars['String']['input'];
  /** The last local date (included). */
  to: Scalars['String']['input'];
};

export type DialingMode =
  | 'predictive'
  | 'preview'
  | 'progressive';

export type EmbeddingSettingsInput = {
  allowedParentOrigins: Array<Scalars['String']['input']>;
};

export type ExternalTransferPhonebookEntryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Parsed as US by default; stored in E.164 */
  phoneNumber: Scalars['String']['input'];
};

export type FindAllAgentsQueryParams = {
  filter?: InputMaybe<AgentFilterInput>;
  order?: InputMaybe<AgentOrderInput>;
  /** From 0 */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** At most 1000 */
  size?: InputMaybe<Scalars['Int']['input']>;
};

export type JourneyDraftInput = {
  /** { nodes, edges, settings } */
  definition: Scalars['JSON']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** The updatedAt the builder loaded: refused (conflict) when someone saved since. */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  name: Scalars['String']['input'];
  /** The journey's whole set of tags, by name (new names are created). */
  tagNames?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type JourneyFilter = {
  /** Archived journeys too. */
  includeHidden?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name contains (ignoring case). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** live or draft. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Journeys with any of these tags. */
  tagIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  triggerType?: InputMaybe<Scalars['String']['input']>;
};

export type OpenTasksFilterInput = {
  /** A task channel of spec 000 §4 (sms, voice, email, custom-tasks …) */
  channel?: InputMaybe<Scalars['String']['input']>;
  queueSid?: InputMaybe<Scalars['String']['input']>;
  /** waiting, offered, accepted, wrapping, or pending (waiting and offered) */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type PhoneCallCampaignInput = {
  defaultVoicemailId?: InputMaybe<Scalars['ID']['input']>;
  dialingMode: DialingMode;
  eligibleOffer?: InputMaybe<Scalars['String']['input']>;
  fromNumber: Scalars['String']['input'];
  goal?: InputMaybe<Scalars['Int']['input']>;
  maxParallelCalls?: InputMaybe<Scalars['Int']['input']>;
  nickname?: InputMaybe<Scalars['String']['input']>;
  overrideFromNumber?: InputMaybe<Scalars['Boolean']['input']>;
  predictiveCallAgentRatioCeiling?: InputMaybe<Scalars['Float']['input']>;
  priority?: InputMaybe<Scalars['Int']['input']>;
  priorityStrategy?: InputMaybe<CampaignPriorityStrategy>;
  recordingIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  recordingType?: InputMaybe<CampaignRecordingType>;
  retryPolicy?: InputMaybe<CampaignRetryPolicyInput>;
  scriptUrl?: InputMaybe<Scalars['String']['input']>;
  targetAbandonRate?: InputMaybe<Scalars['Float']['input']>;
  targetQueueSid: Scalars['String']['input'];
  voicemailInstructions?: InputMaybe<Scalars['String']['input']>;
};

export type PhonesEmailsFilterInput = {
  email?: InputMaybe<StartsWithFilterInput>;
  name?: InputMaybe<StartsWithFilterInput>;
};

export type PhonesEmailsOrderInput = {
  direction?: InputMaybe<Scalars['String']['input']>;
  field: Scalars['String']['input'];
};

export type ProfileEmailContainsInput = {
  contains: Scalars['String']['input'];
};

export type ProfilesFilterInput = {
  email: ProfileEmailContainsInput;
};

export type QueueInput = {
  friendlyName: Scalars['String']['input'];
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  requiredSkills?: InputMaybe<Array<Scalars['String']['input']>>;
  reservationTimeoutSeconds?: InputMaybe<Scalars['Int']['input']>;
  transferEligible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type QueuePatchInput = {
  friendlyName?: InputMaybe<Scalars['String']['input']>;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  requiredSkills?: InputMaybe<Array<Scalars['String']['input']>>;
  reservationTimeoutSeconds?: InputMaybe<Scalars['Int']['input']>;
  transferEligible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RecentActivityFilter = {
  agentId?: InputMaybe<Scalars['ID']['input']>;
  /** One of call, sms, email, voicemail, journey, segment, campaign, task, contact, custom. */
  channel?: InputMaybe<Scalars['String']['input']>;
  /** The contact's id (ActivityContact.id). */
  contactId?: InputMaybe<Scalars['ID']['input']>;
  /** The contact's profile id (a merged-away one finds the survivor). */
  profileId?: InputMaybe<Scalars['String']['input']>;
  /** An event name, exactly. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type RecentTaskFiltersInput = {
  campaignId?: InputMaybe<Scalars['String']['input']>;
  dispositions?: InputMaybe<Array<Scalars['String']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  /** Worker sid or email (admins and supervisors) */
  targetAgent?: InputMaybe<Scalars['String']['input']>;
  taskType?: InputMaybe<Scalars['String']['input']>;
};

export type Role =
  | 'admin'
  | 'agent'
  | 'supervisor';

export type RoutingConditionInput = {
  attribute: Scalars['String']['input'];
  /** equals, notEquals, contains, in or exists */
  operator: Scalars['String']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type RoutingRuleInput = {
  conditions?: InputMaybe<Array<RoutingConditionInput>>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** all (default) or any */
  match?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  priority?: InputMaybe<Scalars['Int']['input']>;
  queueSid: Scalars['String']['input'];
};

export type RoutingRulePatchInput = {
  conditions?: InputMaybe<Array<RoutingConditionInput>>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  match?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** null clears it */
  priority?: InputMaybe<Scalars['Int']['input']>;
  queueSid?: InputMaybe<Scalars['String']['input']>;
};

export type SegmentType =
  | 'dynamic'
  | 'static';

export type SkillInput = {
  name: Scalars['String']['input'];
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SmsCampaignInput = {
  content: Scalars['String']['input'];
  fromNumber: Scalars['String']['input'];
  mediaUrl?: InputMaybe<Scalars['String']['input']>;
  sendRatePerSecond?: InputMaybe<Scalars['Int']['input']>;
};

export type StartsWithFilterInput = {
  starts_with?: InputMaybe<Scalars['String']['input']>;
};

export type StateOfEmergencyInput = {
  areaCodes: Array<Scalars['String']['input']>;
  endDate: Scalars['String']['input'];
  name: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
  states: Array<Scalars['String']['input']>;
};

export type StringFilterInput = {
  contains?: InputMaybe<Scalars['String']['input']>;
};

/** Every setting the variant sets; a field left out (or null) is inherited. */
export type TaskPreferenceOverridesInput = {
  autoAcceptByTaskTitle?: InputMaybe<Scalars['String']['input']>;
  autocompleteCountdownSeconds?: InputMaybe<Scalars['Int']['input']>;
  callsAutoAccept?: InputMaybe<Scalars['Boolean']['input']>;
  inboundEmailDelaySeconds?: InputMaybe<Scalars['Int']['input']>;
  tasksAutoOpenUrl?: InputMaybe<TasksAutoOpenUrlInput>;
};

export type TasksAutoOpenUrlInput = {
  enabled: Scalars['Boolean']['input'];
  openUrl: Scalars['String']['input'];
};

export type TeamInput = {
  memberIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name: Scalars['String']['input'];
};

export type UpdateBrandStatusInput = {
  available?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSkillInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** Everyone who has the skill */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type UpdateTeamInput = {
  /** The whole new set of members */
  memberIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserDataInput = {
  status: Scalars['String']['input'];
  twilioSid?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserInput = {
  channelCapacity?: InputMaybe<ChannelCapacityInput>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Role>>;
  /** The user's whole new set of skills */
  skillIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The user's whole new set of teams */
  teamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type WriteKeyStatus =
  | 'active'
  | 'revoked';
