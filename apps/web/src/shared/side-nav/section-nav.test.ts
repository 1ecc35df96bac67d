import { FEATURE_FLAG_DEFAULTS } from '@parley/core/users/feature-flags';
import { describe, expect, it } from 'vitest';
import { SETTINGS_NAV } from '../navigation/settings-nav.ts';
import { TRANSCRIPTS_NAV } from '../navigation/transcripts-nav.ts';
import { activePagePath, adjacentPagePath, navPages, visibleSections } from './section-nav.ts';

const transcriptPaths = navPages(TRANSCRIPTS_NAV.basePath, TRANSCRIPTS_NAV.sections).map((page) => page.to);

describe('section navigation', () => {
  it('lists the Conversation Intelligence pages with absolute paths', () => {
    expect(transcriptPaths).toEqual([
      '/transcripts',
      '/transcripts/trackers',
      '/transcripts/scorecards',
      '/transcripts/insights',
      '/transcripts/custom-analysis',
    ]);
  });

  it('picks the longest page path a location lies under', () => {
    expect(activePagePath(transcriptPaths, '/transcripts')).toBe('/transcripts');
    expect(activePagePath(transcriptPaths, '/transcripts/trackers')).toBe('/transcripts/trackers');
    expect(activePagePath(transcriptPaths, '/transcripts/scorecards/t-1')).toBe('/transcripts/scorecards');
    expect(activePagePath(transcriptPaths, '/transcripts/RE123')).toBe('/transcripts');
    expect(activePagePath(transcriptPaths, '/transcripts-other')).toBeNull();
  });

  it('moves to the next and previous page, wrapping around', () => {
    expect(adjacentPagePath(transcriptPaths, '/transcripts', 1)).toBe('/transcripts/trackers');
    expect(adjacentPagePath(transcriptPaths, '/transcripts', -1)).toBe('/transcripts/custom-analysis');
    expect(adjacentPagePath(transcriptPaths, '/transcripts/custom-analysis', 1)).toBe('/transcripts');
    expect(adjacentPagePath(transcriptPaths, null, 1)).toBe('/transcripts');
    expect(adjacentPagePath([], null, 1)).toBeNull();
  });

  it('hides flagged settings sections and items while their flag is off', () => {
    const labels = (flags: typeof FEATURE_FLAG_DEFAULTS) =>
      navPages(SETTINGS_NAV.basePath, visibleSections(SETTINGS_NAV, flags)).map((page) => page.label);
    expect(labels(FEATURE_FLAG_DEFAULTS)).not.toContain('Users');
    expect(labels(FEATURE_FLAG_DEFAULTS)).not.toContain('Agent Desktop Permissions');
    const all = labels({ ...FEATURE_FLAG_DEFAULTS, userManagement: true, agentDesktopPermissions: true });
    expect(all).toContain('Users');
    expect(all).toContain('Agent Desktop Permissions');
    expect(all).toContain('Daily Available Hours');
    expect(all).toContain('Daily Call Limits');
  });
});
