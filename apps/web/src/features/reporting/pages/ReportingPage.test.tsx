import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFetch,
  jsonResponse,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentOperation } from '../../../shared/api/testing/graphql-test-kit.ts';
import { theme } from '../../../shared/theme/theme.ts';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import {
  ReportingDashboardDocument,
  ReportingOptionsDocument,
  ReportingTasksDocument,
} from '../api/reporting.generated.ts';
import { ReportingPage } from './ReportingPage.tsx';

// The chart draws on a canvas jsdom does not have; its figures are asserted through the tables.
vi.mock('../components/DashboardChart.tsx', () => ({ DashboardChart: () => null }));

const figures = (overrides: Partial<Record<string, number | null>> = {}) => ({
  created: 0,
  handled: 0,
  completed: 0,
  abandoned: 0,
  abandonRate: null,
  serviceLevel: null,
  averageSpeedOfAnswerSeconds: null,
  averageHandleSeconds: null,
  averageTalkSeconds: null,
  averageWrapSeconds: null,
  transfers: 0,
  ...overrides,
});

function serve() {
  return installFetch(
    withCsrf((call) => {
      if (sentOperation(call, ReportingOptionsDocument))
        return graphqlData(ReportingOptionsDocument, {
          queues: [{ sid: 'WQ1', friendlyName: 'Sales' }],
          findAllAgents: { items: [{ id: 'u1', name: 'Ada Lovelace' }] },
        });
      if (sentOperation(call, ReportingTasksDocument))
        return graphqlData(ReportingTasksDocument, {
          reportingTasks: {
            total: 2,
            startsAt: '2026-11-27T05:00:00.000Z',
            endsAt: '2026-11-28T05:00:00.000Z',
            items: [
              {
                sid: 'WT1',
                channel: 'voice',
                queueName: 'Sales',
                agentId: 'u1',
                status: 'completed',
                title: 'Call',
                contactName: 'Grace Hopper',
                contactPhone: '+14155550101',
                disposition: 'Resolved',
                createdAt: '2026-11-27T14:00:00.000Z',
                acceptedAt: '2026-11-27T14:00:12.000Z',
                endedAt: '2026-11-27T14:04:12.000Z',
              },
              {
                sid: 'WT2',
                channel: 'sms',
                queueName: 'Sales',
                agentId: null,
                status: 'canceled',
                title: 'SMS',
                contactName: null,
                contactPhone: '+14155550102',
                disposition: null,
                createdAt: '2026-11-27T15:00:00.000Z',
                acceptedAt: null,
                endedAt: '2026-11-27T15:01:00.000Z',
              },
            ],
          },
        });
      if (sentOperation(call, ReportingDashboardDocument))
        return graphqlData(ReportingDashboardDocument, {
          reportingDashboard: {
            from: '2026-11-27',
            to: '2026-11-27',
            timeZone: 'America/New_York',
            granularity: 'hour',
            serviceLevelSeconds: 20,
            totals: figures({
              created: 1_250_000,
              handled: 40,
              completed: 38,
              abandoned: 10,
              abandonRate: 0.2,
              serviceLevel: 0.6,
              averageSpeedOfAnswerSeconds: 12,
              averageHandleSeconds: 245,
              averageTalkSeconds: 200,
              averageWrapSeconds: 45,
            }),
            series: [{ period: '2026-11-27T09:00', figures: figures({ created: 5 }) }],
            byChannel: [
              { channel: 'sms', figures: figures({ created: 30, handled: 25, averageHandleSeconds: 90 }) },
            ],
            byAgent: [
              { agentId: 'u1', figures: figures({ handled: 25 }) },
              { agentId: 'gone', figures: figures({ handled: 2 }) },
            ],
            byQueue: [{ queueSid: 'WQ1', figures: figures({ created: 30 }) }],
            dispositions: [{ disposition: 'Resolved', count: 20 }],
          },
        });
      return jsonResponse(404, { code: 'not_found', message: call.url });
    }),
  );
}

function renderPage(roles: string[] = ['supervisor']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TestSession session={signedInSession(makeProfile({ roles }))}>
          <RouterProvider
            router={createMemoryRouter([{ path: '/reporting', element: <ReportingPage /> }], {
              initialEntries: ['/reporting'],
            })}
          />
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  resetApiState();
});

describe('/reporting', () => {
  it('shows the totals in the spec’s formats, the breakdowns with names, and asks for today in the viewer’s zone', async () => {
    const { calls } = serve();
    renderPage();
    const totals = await screen.findByLabelText('Totals');
    expect(within(totals).getByRole('group', { name: 'Contacts' })).toHaveTextContent('1.3M');
    expect(within(totals).getByRole('group', { name: 'Abandon rate' })).toHaveTextContent('20%');
    expect(within(totals).getByRole('group', { name: 'Service level (20 s)' })).toHaveTextContent('60%');
    expect(within(totals).getByRole('group', { name: 'Avg. handle time' })).toHaveTextContent('4:05');
    const byAgent = screen.getByRole('table', { name: 'By agent' });
    expect(byAgent).toHaveTextContent('Ada Lovelace');
    expect(byAgent).toHaveTextContent('Former agent');
    expect(screen.getByRole('table', { name: 'By channel' })).toHaveTextContent('SMS');
    expect(screen.getByRole('table', { name: 'By queue' })).toHaveTextContent('Sales');
    const asked = calls.find((call) => sentOperation(call, ReportingDashboardDocument));
    if (!asked) throw new Error('the dashboard was not asked for');
    const input = (asked.body as { variables: { input: Record<string, unknown> } }).variables.input;
    expect(input).toMatchObject({ serviceLevelSeconds: 20 });
    expect(input.from).toBe(input.to);
  });

  it('asks again with a filter and exports a table as CSV', async () => {
    const { calls } = serve();
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderPage(['admin']);
    await screen.findByLabelText('Totals');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'By agent' })).getByRole('button', { name: 'Export CSV' }),
    );
    expect(await created[0]?.text()).toContain('Agent,Contacts,Handled,Abandon rate');
    expect(await created[0]?.text()).toContain('Ada Lovelace,0,25,');
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
    fireEvent.click(screen.getByRole('combobox', { name: 'Service level' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Answered within 60 s', hidden: true }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            sentOperation(call, ReportingDashboardDocument) &&
            (call.body as { variables: { input: { serviceLevelSeconds: number } } }).variables.input
              .serviceLevelSeconds === 60,
        ),
      ).toBe(true),
    );
  });

  it('drills down to the tasks behind the figures, and exports the same rows as CSV', async () => {
    serve();
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderPage();
    await screen.findByLabelText('Totals');
    fireEvent.click(screen.getByRole('button', { name: 'Show the tasks' }));
    const table = await screen.findByRole('table', { name: 'Tasks behind the figures' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Grace Hopper');
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('4:00');
    expect(rows[1]).toHaveTextContent('+1 (415) 555-0102');
    const drawer = screen.getByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Export CSV' }));
    const csv = (await created[0]?.text())?.trim().split('\n') ?? [];
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain('Grace Hopper,Call,Sales,Ada Lovelace,completed,Resolved,12,240,WT1');
    expect(csv[2]).toBe('2026-11-27T15:00:00.000Z,+14155550102,SMS,Sales,,canceled,,,,WT2');
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
  });

  it('tells an agent the page is for managers', () => {
    serve();
    renderPage(['agent']);
    expect(screen.getByText('Reporting is for admins and supervisors.')).toBeInTheDocument();
  });
});
