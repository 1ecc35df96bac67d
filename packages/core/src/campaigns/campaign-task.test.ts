import { describe, expect, it } from 'vitest';
import { campaignInfoOf, isPreviewDialTask } from './campaign-task.ts';

describe('campaignInfoOf', () => {
  it("reads a campaign task's info, blank texts as none", () => {
    expect(
      campaignInfoOf({
        campaignInfo: {
          id: 'c1',
          name: 'Renewals',
          dialingMode: 'preview',
          scriptUrl: 'https://example.com/s',
          voicemailInstructions: '  ',
          eligibleOffer: null,
        },
      }),
    ).toEqual({
      id: 'c1',
      name: 'Renewals',
      dialingMode: 'preview',
      scriptUrl: 'https://example.com/s',
      voicemailInstructions: null,
      eligibleOffer: null,
    });
  });

  it('is null for a task of no campaign or with malformed info', () => {
    expect(campaignInfoOf({})).toBeNull();
    expect(campaignInfoOf({ campaignInfo: 'c1' })).toBeNull();
    expect(campaignInfoOf({ campaignInfo: { id: 'c1', dialingMode: 'robocall' } })).toBeNull();
  });

  it('tells a preview task from the other modes', () => {
    expect(isPreviewDialTask({ campaignInfo: { id: 'c1', dialingMode: 'preview' } })).toBe(true);
    expect(isPreviewDialTask({ campaignInfo: { id: 'c1', dialingMode: 'progressive' } })).toBe(false);
    expect(isPreviewDialTask({ triggerCall: true })).toBe(false);
  });
});
