import { describe, expect, it } from 'vitest';
import { campaignAllowsDrop, campaignInfoOf, isPreviewDialTask } from './campaign-task.ts';

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
      voicemailDrops: [],
    });
  });

  it("reads the campaign's voicemail drops, leaving out malformed ones, and says which an agent may leave", () => {
    const attributes = {
      campaignInfo: {
        id: 'c1',
        dialingMode: 'progressive',
        voicemailDrops: [
          { id: 'd1', name: 'Renewal', durationSeconds: 12, isDefault: true },
          { id: 'd2', name: 'Callback' },
          { name: 'no id' },
          'd3',
        ],
      },
    };
    expect(campaignInfoOf(attributes)?.voicemailDrops).toEqual([
      { id: 'd1', name: 'Renewal', durationSeconds: 12, isDefault: true },
      { id: 'd2', name: 'Callback', durationSeconds: null, isDefault: false },
    ]);
    expect(campaignAllowsDrop(attributes, 'd2')).toBe(true);
    expect(campaignAllowsDrop(attributes, 'd3')).toBe(false);
    expect(campaignAllowsDrop({}, 'd1')).toBe(false);
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
