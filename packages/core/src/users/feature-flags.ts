// Per-user feature flags with the defaults of spec 000 §9, spec 001 §6 and spec 002 §6.
// Flags the spec lists as "default on" are true; the spec's "default off (and many others)" covers
// every other boolean flag. The valued flags carry the spec's numbers and texts.
// Decisions about flags the spec leaves open are in docs/decisions/feature-flags.md.

export const BOOLEAN_FLAG_DEFAULTS = {
  // spec 000 §9 "Default on"
  journeys: true,
  tasks: true,
  hubspotIntegration: true,
  calendlyIntegration: true,
  recordingPauseEnabled: true,
  snoozeTaskEnabled: true,
  // Not named by the spec; an agent desktop without it would be useless, so it is on.
  agentDesktop: true,
  // Settings is further limited to admin and supervisor (spec 002 §2).
  settings: true,
  // spec 000 §9 "Default off"
  journeyBuilder: false,
  campaigns: false,
  segments: false,
  queuesPage: false,
  dashboards: false,
  // Icon rail entries the spec does not give a default for (spec 002 §2): off.
  parleyLive: false,
  audience: false,
  agentsPage: false,
  phoneNumbers: false,
  transcripts: false,
  recentActivity: false,
  aiAgents: false,
  // spec 000 §6 gated features
  userManagement: false,
  agentDesktopPermissions: false,
  managerBarge: false,
  managerListen: false,
  managerWhisper: false,
  transfers: false,
  // spec 001 §6
  email: false,
  showAgentDesktopStats: false,
  showAgentDesktopStatsAdvanced: false,
  showNewProductAlert: false,
  hasPreRecordedVmDrops: false,
  enableTransferToBusyAgents: false,
  noAutocompleteDialpad: false,
  autoAcceptByTaskTitle: false,
  autoAcceptInboundCallsInConversations: false,
  multipleCalls: false,
  browserNotifications: false,
  // spec 002 §6
  canShareContactLists: false,
  contactListSortingMyContacts: false,
  savedViews: false,
  segmentCustomEventConditions: false,
  multipleContactOwners: false,
  showNorOperator: false,
  // Parley's own, not the spec's: a transfer or add-to-call to a number typed on the spot instead of
  // an External Transfer Phonebook entry. Free dialing is a toll-fraud risk, so it is off by default.
  externalTransferToAnyNumber: false,
} as const satisfies Record<string, boolean>;

export const VALUED_FLAG_DEFAULTS = {
  allowedVoicemailDuration: 20,
  callsAgentsRatioLimit: 15,
  audibleNotificationPolling: 5,
  userActivityPollingMs: 10_000,
  targetAgentAndTaskTypeFilterCacheMs: 300_000,
  recentActivityLookbackWindow: 2,
  maxBusinessProfiles: 1,
  journeyUserCountCutoffDate: '2022-07-19',
  defaultContactTab: 'contactProfileTab',
  micEnforcement: 'hide',
} as const satisfies Record<string, number | string>;

export type BooleanFlagKey = keyof typeof BOOLEAN_FLAG_DEFAULTS;
export type ValuedFlagKey = keyof typeof VALUED_FLAG_DEFAULTS;
export type FeatureFlagKey = BooleanFlagKey | ValuedFlagKey;
export type FeatureFlagValue = boolean | number | string;
export type FeatureFlags = { [K in BooleanFlagKey]: boolean } & {
  [K in ValuedFlagKey]: (typeof VALUED_FLAG_DEFAULTS)[K] extends number ? number : string;
};

export const FEATURE_FLAG_DEFAULTS: FeatureFlags = { ...BOOLEAN_FLAG_DEFAULTS, ...VALUED_FLAG_DEFAULTS };

export function isFeatureFlagKey(key: string): key is FeatureFlagKey {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, key);
}

/** The type a flag's value must have; an override of another type is refused. */
export function flagValueType(key: FeatureFlagKey): 'boolean' | 'number' | 'string' {
  const value: FeatureFlagValue = FEATURE_FLAG_DEFAULTS[key];
  return typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'string';
}

/** Defaults overlaid with a user's stored overrides; unknown or mistyped overrides are ignored. */
export function resolveFeatureFlags(overrides: Readonly<Record<string, unknown>>): FeatureFlags {
  const resolved: Record<string, FeatureFlagValue> = { ...FEATURE_FLAG_DEFAULTS };
  for (const [key, value] of Object.entries(overrides)) {
    if (isFeatureFlagKey(key) && typeof value === flagValueType(key)) {
      resolved[key] = value as FeatureFlagValue;
    }
  }
  // Every key of FEATURE_FLAG_DEFAULTS is present and typed by flagValueType, so the shape holds.
  return resolved as FeatureFlags;
}
