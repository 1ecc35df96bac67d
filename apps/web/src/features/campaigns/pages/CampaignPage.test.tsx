// The campaign page: figures, moves, polling, info panel (issue 14 campaign page).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState, shownToasts } from '../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  graphqlError,
  sentOperation,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import {
  CampaignDetailDocument,
  CampaignProgressDocument,
  StartCampaignDocument,
} from '../api/campaigns.generated.ts';
import { campaignOf, renderCampaigns, serveCampaigns } from '../testing/render-campaigns.tsx';

beforeEach(() => {
  resetApiState();
});

const STATS = {
  targets: 100,
  pending: 10,
  dialing: 0,
  reached: 80,
  answered: 0,
  voicemail: 0,
  abandoned: 0,
  delivered: 72,
  failed: 8,
  skipped: 10,
  replied: 12,
  converted: 4,
  skippedByReason: [
    { reason: 'opted_out', count: 6 },
    { reason: 'no_phone', count: 4 },
  ],
};

const active = campaignOf({ state: 'active', stats: STATS, startedAt: '2026-05-03T09:00:00.000Z' });

function buttonNames(): string[] {
  const toolbar = screen.getByRole('toolbar', { name: 'Campaign actions' });
  return [...within(toolbar).queryAllByRole('button'), ...within(toolbar).queryAllByRole('link')].map(
    (element) => element.textContent ?? '',
  );
}

describe('/campaigns/:campaignId', () => {
  it('shows the figures with rates of the sent, the skips by reason, and only the allowed moves', async () => {
    const { calls } = serveCampaigns({
      graphql: (call) => {
        if (sentOperation(call, CampaignDetailDocument))
          return graphqlData(CampaignDetailDocument, { campaign: active });
        if (sentOperation(call, CampaignProgressDocument))
          return graphqlData(CampaignProgressDocument, {
            campaign: {
              id: active.id,
              state: 'active',
              stateNote: null,
              dialer: null,
              live: null,
              startedAt: active.startedAt,
              completedAt: null,
              updatedAt: active.updatedAt,
              stats: { ...STATS, reached: 81 },
            },
          });
        return undefined;
      },
    });
    const { emit } = renderCampaigns('/campaigns/camp-1');
    const figures = await screen.findByLabelText('Figures');
    expect(within(figures).getByRole('group', { name: 'Contacts' })).toHaveTextContent('100');
    expect(within(figures).getByRole('group', { name: 'Delivered' })).toHaveTextContent('72');
    expect(within(figures).getByRole('group', { name: 'Delivered' })).toHaveTextContent(/of sent/);
    expect(screen.getByText('90 of 100 done')).toBeInTheDocument();
    const skips = screen.getByRole('region', { name: 'Skipped by reason' });
    expect(
      within(skips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Opted out6', 'No phone number4']);
    expect(buttonNames().sort()).toEqual(['Archive', 'Duplicate', 'Pause']);
    // Active: the state and figures are read again when the stream says the campaign changed.
    await waitFor(() => expect(within(figures).getByRole('group', { name: 'Sent' })).toHaveTextContent('81'));
    const asked = sentVariablesOf(calls, CampaignProgressDocument).length;
    emit('campaign.updated', { campaignId: 'other', state: 'active', updatedAt: active.updatedAt });
    emit('campaign.updated', { campaignId: active.id, state: 'active', updatedAt: active.updatedAt });
    await waitFor(() => expect(sentVariablesOf(calls, CampaignProgressDocument).length).toBe(asked + 1));
  });

  it('offers Start, Edit, Duplicate and Archive on a draft; Start asks with the audience size', async () => {
    const running = campaignOf({ state: 'active', stats: { ...STATS, targets: 120, pending: 120 } });
    let started = false;
    const { calls } = serveCampaigns({
      graphql: (call) => {
        if (sentOperation(call, CampaignDetailDocument))
          return graphqlData(CampaignDetailDocument, { campaign: started ? running : campaignOf() });
        if (sentOperation(call, StartCampaignDocument)) {
          started = true;
          return graphqlData(StartCampaignDocument, { startCampaign: running });
        }
        if (sentOperation(call, CampaignProgressDocument))
          return graphqlData(CampaignProgressDocument, {
            campaign: { ...running, startedAt: null, completedAt: null },
          });
        return undefined;
      },
    });
    renderCampaigns('/campaigns/camp-1');
    expect(await screen.findByText('Figures appear once the campaign is started.')).toBeInTheDocument();
    expect(buttonNames().sort()).toEqual(['Archive', 'Duplicate', 'Edit', 'Start']);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Start "Spring sale" for 120 contacts?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(sentVariablesOf(calls, StartCampaignDocument)).toEqual([{ id: 'camp-1' }]));
    expect(await screen.findByText('0 of 120 done')).toBeInTheDocument();
    expect(buttonNames().sort()).toEqual(['Archive', 'Duplicate', 'Pause']);
  });

  it("toasts the server's refusal to start a call campaign", async () => {
    serveCampaigns({
      graphql: (call) => {
        if (sentOperation(call, CampaignDetailDocument))
          return graphqlData(CampaignDetailDocument, {
            campaign: campaignOf({ messageType: 'phoneCall', smsCampaign: null }),
          });
        if (sentOperation(call, StartCampaignDocument))
          return graphqlError('A campaign that is Active cannot be started', {
            code: 'conflict',
            status: 409,
          });
        return undefined;
      },
    });
    renderCampaigns('/campaigns/camp-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(
        expect.objectContaining({
          message: 'A campaign that is Active cannot be started',
        }),
      ),
    );
  });

  it("shows a predictive campaign's dialer and agents: pacing, ratio, answer and abandon rates, output per agent-hour", async () => {
    const dialer = {
      dialRatio: 2.5,
      reason: 'abandon_budget',
      pacedAs: 'progressive',
      forcedProgressive: true,
      ringing: 4,
      waiting: 1,
      answerRate: 0.25,
      abandonRateFtc: 0.012,
      abandonRateOfcom: 0.05,
    };
    serveCampaigns({
      graphql: (call) => {
        if (sentOperation(call, CampaignDetailDocument))
          return graphqlData(CampaignDetailDocument, {
            campaign: campaignOf({
              messageType: 'phoneCall',
              smsCampaign: null,
              state: 'completed',
              dialer,
              live: {
                agentsTalking: 3,
                agentsWaiting: 1,
                callsPerAgentHour: 14.2,
                talkMinutesPerAgentHour: 31.44,
                agentHours: 4.5,
                windowMinutes: 60,
              },
            }),
          });
        return undefined;
      },
    });
    renderCampaigns('/campaigns/camp-1');
    const section = await screen.findByRole('region', { name: 'Dialer' });
    expect(within(section).getByRole('group', { name: 'Pacing' })).toHaveTextContent(
      'Progressive (abandon guard)',
    );
    expect(within(section).getByRole('group', { name: 'Dial ratio' })).toHaveTextContent('2.5');
    expect(within(section).getByRole('group', { name: 'Answer rate' })).toHaveTextContent('25%');
    expect(within(section).getByRole('group', { name: 'Abandon rate, 30 days' })).toHaveTextContent('1.2%');
    expect(within(section).getByRole('group', { name: 'Abandon rate, 24 hours' })).toHaveTextContent('5%');
    const agents = screen.getByRole('region', { name: 'Agents' });
    expect(within(agents).getByRole('group', { name: 'Agents talking' })).toHaveTextContent('3');
    expect(within(agents).getByRole('group', { name: 'Agents waiting' })).toHaveTextContent('1');
    expect(within(agents).getByRole('group', { name: 'Calls per agent-hour' })).toHaveTextContent('14.2');
    expect(within(agents).getByRole('group', { name: 'Talk minutes per agent-hour' })).toHaveTextContent(
      '31.4',
    );
    expect(agents).toHaveTextContent('over the last 60 minutes (4.5 agent-hours staffed)');
  });

  it('collapses the campaign info panel and remembers it', async () => {
    serveCampaigns({
      graphql: (call) =>
        sentOperation(call, CampaignDetailDocument)
          ? graphqlData(CampaignDetailDocument, { campaign: campaignOf() })
          : undefined,
    });
    const first = renderCampaigns('/campaigns/camp-1');
    const panel = await screen.findByRole('complementary', { name: 'Campaign info' });
    expect(panel).toHaveStyle({ width: '368px' });
    expect(within(panel).getByText('Hi {{ contact.firstName }}, 20% off today.')).toBeInTheDocument();
    expect(within(panel).getByText('VIP (120)')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Collapse campaign info' }));
    expect(panel).toHaveStyle({ width: '64px' });
    expect(within(panel).queryByText('VIP (120)')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('parley-toggleable-panels') ?? '{}')).toMatchObject({
      state: { expanded: { campaignInfo: false } },
    });

    first.unmount();
    renderCampaigns('/campaigns/camp-1');
    const again = await screen.findByRole('complementary', { name: 'Campaign info' });
    expect(within(again).getByRole('button', { name: 'Expand campaign info' })).toBeInTheDocument();
    expect(again).toHaveStyle({ width: '64px' });
  });
});
