import { uniqueText } from '../../test/schema-arguments.ts';
import { gqlField } from '../../test/settings-factories.ts';
import type { TestClient } from '../../test/test-app.ts';

// GraphQL documents and inputs the campaigns tests share.

export const CAMPAIGN_FIELDS = `id friendlyId name description state stateNote messageType type conversionEvent
  bypassOptIn bypassOptInBy tasksBacklogLimit startAt startedAt completedAt
  segments { id name count } contactLists { id name count }
  smsCampaign { content mediaURL fromNumber sendRatePerSecond }
  phoneCallCampaign { fromNumber dialingMode dialingModeDisplay targetQueueSid maxParallelCalls
    predictiveCallAgentRatioCeiling retryPolicy { busy { maxAttempts intervalMinutes } } }
  stats { targets pending dialing answered voicemail abandoned reached delivered failed skipped replied converted skippedByReason { reason count } }`;

export const CREATE_CAMPAIGN = `mutation ($input: CampaignInput!) { createCampaign(input: $input) { ${CAMPAIGN_FIELDS} } }`;
export const UPDATE_CAMPAIGN = `mutation ($id: ID!, $input: CampaignInput!) { updateCampaign(id: $id, input: $input) { ${CAMPAIGN_FIELDS} } }`;
export const GET_CAMPAIGN = `query ($id: ID!) { campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;
export const CAMPAIGN_ACTION = (action: string) =>
  `mutation ($id: ID!) { ${action}Campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;

export type CampaignAnswer = {
  id: string;
  friendlyId: string;
  name: string;
  state: string;
  stateNote: string | null;
  messageType: string;
  bypassOptIn: boolean;
  bypassOptInBy: string | null;
  startedAt: string | null;
  completedAt: string | null;
  segments: { id: string; name: string | null; count: number | null }[];
  contactLists: { id: string; name: string | null; count: number | null }[];
  smsCampaign: {
    content: string;
    mediaURL: string | null;
    fromNumber: string;
    sendRatePerSecond: number;
  } | null;
  phoneCallCampaign: Record<string, unknown> | null;
  stats: {
    targets: number;
    pending: number;
    dialing: number;
    answered: number;
    voicemail: number;
    abandoned: number;
    reached: number;
    delivered: number;
    failed: number;
    skipped: number;
    replied: number;
    converted: number;
    skippedByReason: { reason: string; count: number }[];
  };
};

export const BRAND_NUMBER = '+18005550100';

export function smsInput(segmentId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Spring sale',
    messageType: 'sms',
    audience: { segmentIds: [segmentId], contactListIds: [] },
    sms: {
      content: 'Hi {{ contact.firstName }}, 20% off today.',
      fromNumber: BRAND_NUMBER,
      sendRatePerSecond: 50,
    },
    ...overrides,
  };
}

export function createCampaignAs(client: TestClient, input: unknown): Promise<CampaignAnswer> {
  return gqlField<CampaignAnswer>(client, CREATE_CAMPAIGN, 'createCampaign', { input });
}

export function actOn(client: TestClient, action: string, id: string): Promise<CampaignAnswer> {
  return gqlField<CampaignAnswer>(client, CAMPAIGN_ACTION(action), `${action}Campaign`, { id });
}

export function getCampaignAs(client: TestClient, id: string): Promise<CampaignAnswer> {
  return gqlField<CampaignAnswer>(client, GET_CAMPAIGN, 'campaign', { id });
}

/** A complete SMS campaign over the segment, from the simulator's brand number (issue 14). */
export function worldCampaignInput(segmentId: string, name = uniqueText('Campaign')) {
  return {
    name,
    messageType: 'sms',
    audience: { segmentIds: [segmentId], contactListIds: [] },
    sms: { content: 'Hello {{ contact.firstName }}', fromNumber: BRAND_NUMBER },
  };
}
