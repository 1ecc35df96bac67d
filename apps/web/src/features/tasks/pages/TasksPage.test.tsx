import { makeReservation } from '@parley/core/agent-desktop-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { renderSupervisorPage } from '../testing/render-supervisor-page.tsx';
import { RecentTasksPage } from './RecentTasksPage.tsx';
import { TasksPage } from './TasksPage.tsx';

function operation(call: FetchCall): string {
  return (
    /(?:query|mutation)\s+(\w+)/.exec(
      String(typeof call.body === 'object' && call.body !== null ? Reflect.get(call.body, 'query') : ''),
    )?.[1] ?? ''
  );
}

const counts = (waiting: number) => ({
  waiting,
  offered: 1,
  accepted: 1,
  wrapping: 0,
  completedToday: 12,
  canceledToday: 1,
  queues: [{ queueSid: 'WQ1', friendlyName: 'Support', waiting, offered: 1, accepted: 1, wrapping: 0 }],
});

beforeEach(() => {
  resetApiState();
});

describe('/tasks', () => {
  it('lists the tasks agents hold with status, queue and agent, and follows task.updated', async () => {
    let waiting = 2;
    const offered = makeReservation({
      attributes: { name: 'Grace Hopper', title: 'Inbound SMS' },
      queueName: 'Support',
    });
    const accepted = makeReservation({
      status: 'accepted',
      taskChannelUniqueName: 'custom-tasks',
      attributes: { title: 'Call back', name: 'Alan Turing' },
      queueName: 'Billing',
    });
    const { calls } = installFetch(
      withCsrf((call) => {
        if (operation(call) === 'TaskCounts')
          return jsonResponse(200, { data: { taskCounts: counts(waiting) } });
        return jsonResponse(200, {
          data: {
            agents: [
              { name: 'Alex Agent', status: 'Available', workerSid: 'WK1', reservations: [offered] },
              { name: 'Sam Supervisor', status: 'Available', workerSid: 'WK2', reservations: [accepted] },
              { name: 'Idle Ida', status: 'Break', workerSid: 'WK3', reservations: [] },
            ],
          },
        });
      }),
    );
    const { emit } = renderSupervisorPage('/tasks', TasksPage);
    const table = await screen.findByRole('table', { name: 'Open tasks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(table).getByText('Grace Hopper').closest('tr')).toHaveTextContent(
      /Offered.*Support.*Alex Agent/,
    );
    expect(within(table).getByText('Alan Turing').closest('tr')).toHaveTextContent(
      /Accepted.*Billing.*Sam Supervisor/,
    );
    expect(screen.getByLabelText('Waiting: 2')).toBeInTheDocument();

    waiting = 3;
    const before = calls.length;
    emit('task.updated', {
      taskSid: 'WT9',
      status: 'pending',
      channel: 'sms',
      queueSid: 'WQ1',
      workerSid: null,
      priority: 0,
      updatedAt: new Date().toISOString(),
    });
    await waitFor(() => expect(screen.getByLabelText('Waiting: 3')).toBeInTheDocument());
    expect(calls.length).toBeGreaterThan(before);
  });

  it('has an empty state', async () => {
    installFetch(
      withCsrf((call) =>
        operation(call) === 'TaskCounts'
          ? jsonResponse(200, { data: { taskCounts: counts(0) } })
          : jsonResponse(200, { data: { agents: [] } }),
      ),
    );
    renderSupervisorPage('/tasks', TasksPage);
    expect(await screen.findByText('No open tasks. New tasks show up here live.')).toBeInTheDocument();
  });
});

describe('/recent-tasks', () => {
  it('asks recentTasks with the filters and shows the page', async () => {
    const { calls } = installFetch(
      withCsrf((call) => {
        if (operation(call) === 'RecentTaskFilters') {
          return jsonResponse(200, {
            data: {
              recentTaskFilters: {
                targetAgents: [{ workerSid: 'WK1', name: 'Alex Agent', email: 'a@x' }],
                taskTypes: ['Inbound SMS'],
                dispositions: ['Resolved'],
                campaigns: [],
              },
            },
          });
        }
        return jsonResponse(200, {
          data: {
            recentTasks: [
              {
                sid: 'WT1',
                originalTaskSid: null,
                type: 'Inbound SMS',
                channel: 'sms',
                status: 'completed',
                contactPhone: '+14155550101',
                contactName: 'Grace Hopper',
                contactExternalId: null,
                details: null,
                disposition: 'Resolved',
                notes: 'All good',
                agentName: 'Alex Agent',
                workerSid: 'WK1',
                originalTaskQueueName: 'Support',
                timestamps: {
                  createdAt: '2025-01-01T09:00:00Z',
                  acceptedAt: null,
                  wrappedAt: null,
                  endedAt: '2025-01-01T09:05:00Z',
                },
                cancelationInfo: null,
              },
            ],
          },
        });
      }),
    );
    renderSupervisorPage('/recent-tasks', RecentTasksPage);
    const table = await screen.findByRole('table', { name: 'Recent tasks' });
    expect(within(table).getByText('Grace Hopper').closest('tr')).toHaveTextContent(
      /Resolved.*Alex Agent.*Support/,
    );
    const recentCall = calls.find((call) => operation(call) === 'RecentTasks');
    expect(recentCall?.body).toMatchObject({ variables: { filters: { page: 0, size: 25 } } });
  });
});
