import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, resolveFeatureFlags } from './feature-flags.ts';

describe('feature flag defaults (spec 000 §9)', () => {
  it('has the default-on and default-off flags of the spec', () => {
    for (const key of ['journeys', 'tasks', 'hubspotIntegration', 'calendlyIntegration'] as const) {
      expect(FEATURE_FLAG_DEFAULTS[key]).toBe(true);
    }
    for (const key of ['journeyBuilder', 'campaigns', 'segments', 'queuesPage', 'dashboards'] as const) {
      expect(FEATURE_FLAG_DEFAULTS[key]).toBe(false);
    }
  });
  it('has the valued flags of the spec', () => {
    expect(FEATURE_FLAG_DEFAULTS).toMatchObject({
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
      recordingPauseEnabled: true,
      snoozeTaskEnabled: true,
    });
  });
  it('overlays overrides of the right type and ignores unknown or mistyped ones', () => {
    const flags = resolveFeatureFlags({
      campaigns: true,
      allowedVoicemailDuration: 45,
      journeys: 'yes',
      bogus: true,
    });
    expect(flags.campaigns).toBe(true);
    expect(flags.allowedVoicemailDuration).toBe(45);
    expect(flags.journeys).toBe(true);
    expect('bogus' in flags).toBe(false);
  });
});
