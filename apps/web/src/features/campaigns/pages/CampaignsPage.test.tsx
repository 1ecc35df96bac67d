// The campaigns list page (issue 14 list).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentOperation, sentVariablesOf } from '../../../shared/api/testing/graphql-test-kit.ts';
import { CampaignsPageDocument } from '../api/campaigns.generated.ts';
import { renderCampaigns, serveCampaigns, summaryOf } from '../testing/render-campaigns.tsx';

beforeEach(() => {
  resetApiState();
});

const page = (items: ReturnType<typeof summaryOf>[]) =>
  graphqlData(CampaignsPageDocument, { getCampaigns: { items, total: items.length, page: 0, size: 25 } });

describe('/campaigns', () => {
  it('lists each campaign with its type, state, audience, progress and last change', async () => {
    const { calls } = serveCampaigns({
      graphql: (call) =>
        sentOperation(call, CampaignsPageDocument)
          ? page([
              summaryOf({
                id: 'a',
                name: 'Spring sale',
                friendlyId: 'CMP-1',
                state: 'active',
                stats: { targets: 200, reached: 50 },
              }),
              summaryOf({
                id: 'b',
                name: 'Renewals',
                friendlyId: 'CMP-2',
                messageType: 'phoneCall',
                segments: [
                  { id: 's1', name: 'VIP' },
                  { id: 's2', name: null },
                ],
                contactLists: [{ id: 'l1', name: 'Leads' }],
              }),
            ])
          : undefined,
    });
    renderCampaigns('/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 6)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Spring saleCMP-1',
        'SMS',
        'Active',
        'VIP',
        '50 / 200',
        expect.stringMatching(/^05\/0[23]\/2026 \d{1,2}:30 (AM|PM) [A-Z+0-9]+$/),
      ],
      ['RenewalsCMP-2', 'Call', 'Draft', '2 segments, 1 contact list', '0 / 0', expect.any(String)],
    ]);
    expect(within(table).getByRole('link', { name: 'Spring sale' })).toHaveAttribute('href', '/campaigns/a');
    expect(sentVariablesOf(calls, CampaignsPageDocument)[0]).toEqual({
      filter: { includeArchived: false },
      page: 0,
      size: 25,
    });
  });

  it('offers Edit only where the state allows it', async () => {
    serveCampaigns({
      graphql: (call) =>
        sentOperation(call, CampaignsPageDocument)
          ? page([summaryOf({ id: 'a', name: 'Running', state: 'active' })])
          : undefined,
    });
    renderCampaigns('/campaigns');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Running' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Duplicate', 'Pause', 'Archive']);
  });

  it('shows a loading state, then the empty state with a button', async () => {
    serveCampaigns({
      graphql: (call) => (sentOperation(call, CampaignsPageDocument) ? page([]) : undefined),
    });
    renderCampaigns('/campaigns');
    expect(screen.getByLabelText('Loading campaigns')).toBeInTheDocument();
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('link', { name: 'New campaign' });
    expect(buttons).toHaveLength(2);
    expect(buttons[1]).toHaveAttribute('href', '/campaigns/new');
  });

  it('asks for archived campaigns when the switch is on', async () => {
    const { calls } = serveCampaigns({
      graphql: (call) => (sentOperation(call, CampaignsPageDocument) ? page([]) : undefined),
    });
    renderCampaigns('/campaigns');
    await screen.findByText('No campaigns yet');
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    await waitFor(() =>
      expect(sentVariablesOf(calls, CampaignsPageDocument).at(-1)?.filter).toEqual({ includeArchived: true }),
    );
    expect(await screen.findByText('No campaigns match these filters.')).toBeInTheDocument();
  });

  it('tells an agent campaigns are for admins and supervisors, and asks the server nothing', () => {
    const { calls } = serveCampaigns({});
    renderCampaigns('/campaigns', { roles: ['agent'] });
    expect(screen.getByText('Campaigns are managed by admins and supervisors.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
