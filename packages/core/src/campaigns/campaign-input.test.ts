import { describe, expect, it } from 'vitest';
import { CAMPAIGN_INPUT_TEXTS, campaignInputSchema } from './campaign-input.ts';
import { DEFAULT_RETRY_POLICY } from './campaign-model.ts';

const sms = {
  name: '  Spring sale ',
  messageType: 'sms',
  audience: { segmentIds: ['s1', 's1'], contactListIds: [] },
  sms: { content: 'Hi {{ contact.firstName }}', fromNumber: '(415) 555-0100' },
};

function issues(input: unknown) {
  const parsed = campaignInputSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('campaign input', () => {
  it('trims, normalises the from number and fills the defaults', () => {
    const parsed = campaignInputSchema.parse(sms);
    expect(parsed.name).toBe('Spring sale');
    expect(parsed.audience.segmentIds).toEqual(['s1']);
    expect(parsed.sms?.fromNumber).toBe('+14155550100');
    expect(parsed.sms?.sendRatePerSecond).toBe(10);
    expect(parsed.bypassOptIn).toBe(false);
    expect(parsed.startAt).toBeNull();
  });

  it('names the field of each mistake', () => {
    expect(issues({ ...sms, audience: { segmentIds: [], contactListIds: [] } })).toEqual([
      `audience: ${CAMPAIGN_INPUT_TEXTS.noAudience}`,
    ]);
    expect(issues({ ...sms, sms: { content: ' ', fromNumber: 'abc' } })).toEqual([
      'sms.content: is required',
      `sms.fromNumber: ${CAMPAIGN_INPUT_TEXTS.phoneNumber}`,
    ]);
    expect(issues({ ...sms, sms: null })).toEqual(['sms: is required for a campaign of type sms']);
    expect(issues({ ...sms, messageType: 'fax' })).toEqual(['messageType: must be one of sms, phoneCall']);
  });

  it('reads a call campaign with its dialer settings and default retries', () => {
    const parsed = campaignInputSchema.parse({
      name: 'Renewals',
      messageType: 'phoneCall',
      audience: { contactListIds: ['l1'] },
      phoneCall: { fromNumber: '+14155550100', dialingMode: 'predictive', targetQueueSid: 'WQ1' },
    });
    expect(parsed.phoneCall).toMatchObject({
      dialingMode: 'predictive',
      maxParallelCalls: 10,
      predictiveCallAgentRatioCeiling: 3,
      retryPolicy: DEFAULT_RETRY_POLICY,
    });
    expect(
      issues({
        name: 'Renewals',
        messageType: 'phoneCall',
        audience: { contactListIds: ['l1'] },
        phoneCall: { fromNumber: '+14155550100', dialingMode: 'robot', targetQueueSid: '' },
      }),
    ).toEqual([
      'phoneCall.dialingMode: must be one of preview, progressive, predictive',
      'phoneCall.targetQueueSid: is required',
    ]);
    expect(
      issues({
        ...sms,
        phoneCall: { fromNumber: '+14155550100', dialingMode: 'preview', targetQueueSid: 'WQ1' },
      }),
    ).toEqual(['phoneCall: is not used by a campaign of type sms']);
  });
});
