import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FetchCall,
  installFetch,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  sentOperation,
  sentVariables,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { OpenTasksDocument, type OpenTasksQuery } from '../api/open-tasks.generated.ts';
import { TaskCountsDocument, type TaskCountsQuery } from '../api/task-counts.generated.ts';
import { renderSupervisorPage } from '../testing/render-supervisor-page.tsx';
import { TasksPage } from './TasksPage.tsx';

type OpenTask = OpenTasksQuery['openTasks']['items'][number];

const counts = (waiting: number): TaskCountsQuery['taskCounts'] => ({
  waiting,
  offered: 1,
  accepted: 1,
  wrapping: 0,
  completedToday: 12,
  canceledToday: 1,
  queues: [
    { queueSid: 'WQ1', friendlyName: 'Support', waiting, offered: 1, accepted: 1, wrapping: 0 },
    { queueSid: 'WQ2', friendlyName: 'VIP', waiting: 0, offered: 0, accepted: 0, wrapping: 0 },
  ],
});

function openTask(overrides: Partial<OpenTask>): OpenTask {
  return {
    sid: 'WT1',
    state: 'waiting',
    taskStatus: 'pending',
    channel: 'sms',
    priority: 0,
    queueSid: 'WQ1',
    queueName: 'Support',
    createdAt: '2025-01-01T09:00:00.000Z',
    ageSeconds: 30,
    title: 'Inbound SMS',
    contactName: null,
    contactPhone: null,
    agent: null,
    ...overrides,
  };
}

const taskUpdated = {
  taskSid: 'WT9',
  status: 'pending',
  channel: 'sms',
  queueSid: 'WQ1',
  workerSid: null,
  priority: 0,
  updatedAt: '2025-01-01T09:10:00.000Z',
};

type Answer = { items: OpenTask[]; total?: number };

/** A scripted server: taskCounts, and openTasks answered by `answer`. */
function installTasksServer(answer: (call: FetchCall) => Answer | Promise<Answer>) {
  return installFetch(
    withCsrf(async (call) => {
      if (sentOperation(call, TaskCountsDocument)) {
        return graphqlData(TaskCountsDocument, { taskCounts: counts(2) });
      }
      const page = await answer(call);
      return graphqlData(OpenTasksDocument, {
        openTasks: { items: page.items, total: page.total ?? page.items.length, page: 0, size: 50 },
      });
    }),
  );
}

beforeEach(() => {
  resetApiState();
});

describe('/tasks: every open task (GraphQL openTasks)', () => {
  it('shows one table with queue, channel, status, priority, age and agent, in the order the server gives', async () => {
    installTasksServer(() => ({
      items: [
        openTask({
          sid: 'WT3',
          priority: 10,
          ageSeconds: 45,
          channel: 'email',
          queueName: 'VIP',
          title: 'Complaint',
        }),
        openTask({
          sid: 'WT1',
          state: 'wrapping',
          taskStatus: 'wrapping',
          ageSeconds: 185,
          contactName: 'Grace Hopper',
          contactPhone: '+14155550101',
          agent: { workerSid: 'WK1', name: 'Alex Agent', email: 'alex@example.com' },
        }),
        openTask({
          sid: 'WT2',
          state: 'offered',
          channel: 'custom-tasks',
          ageSeconds: 3600 + 7 * 60,
          title: 'Call back',
          contactName: 'Alan Turing',
          agent: { workerSid: 'WK2', name: 'Sam Supervisor', email: 'sam@example.com' },
        }),
      ],
    }));
    renderSupervisorPage('/tasks', TasksPage);
    const table = await screen.findByRole('table', { name: 'Open tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Task', 'Queue', 'Channel', 'Status', 'Priority', 'Age', 'Agent', '']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    const AGE = 5;
    expect(cells.map((row) => row.filter((_, column) => column !== AGE))).toEqual([
      ['Complaint', 'VIP', 'Email', 'Waiting', '10', '—', 'AssignCancel'],
      ['Grace HopperInbound SMS · +1 (415) 555-0101', 'Support', 'SMS', 'Wrapping up', '0', 'Alex Agent', ''],
      ['Alan TuringCall back', 'Support', 'Custom task', 'Offered', '0', 'Sam Supervisor', 'ReassignCancel'],
    ]);
    // Ages as the server reported them, growing a second at a time since its answer.
    expect(cells.map((row) => row[AGE])).toEqual([
      expect.stringMatching(/^4[5-9] s$/),
      expect.stringMatching(/^3 min 0[5-9] s$/),
      '1 h 07 min',
    ]);
    expect(screen.getByText('3 of 3 open tasks')).toBeInTheDocument();
  });

  it('asks for the first page of 50 and refetches on task.updated', async () => {
    let items = [openTask({ sid: 'WT1', contactName: 'First Fay' })];
    const { calls } = installTasksServer(() => ({ items }));
    const { emit } = renderSupervisorPage('/tasks', TasksPage);
    expect(await screen.findByText('First Fay')).toBeInTheDocument();
    const [first] = callsOf(calls, OpenTasksDocument);
    expect(sentVariables(first, OpenTasksDocument)).toMatchObject({ filter: {}, page: 0, size: 50 });

    items = [...items, openTask({ sid: 'WT9', contactName: 'New Nina', state: 'waiting' })];
    emit('task.updated', taskUpdated);
    expect(await screen.findByText('New Nina')).toBeInTheDocument();
    expect(callsOf(calls, OpenTasksDocument).length).toBeGreaterThan(1);
  });

  it('shows a loading state, then the empty state', async () => {
    let answer: (page: Answer) => void = () => {};
    installTasksServer(
      () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    );
    renderSupervisorPage('/tasks', TasksPage);
    expect(await screen.findByLabelText('Loading open tasks…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table', { name: 'Open tasks' })).not.toBeInTheDocument();

    answer({ items: [] });
    expect(await screen.findByText('No open tasks. New tasks show up here live.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading open tasks…')).not.toBeInTheDocument();
  });

  // Three Mantine selects opened and picked in jsdom: slow on a busy machine.
  it('filters by queue, status and channel, and says when nothing matches', async () => {
    const { calls } = installTasksServer((call) => {
      const filter = sentVariables(call, OpenTasksDocument)?.filter ?? {};
      return Object.keys(filter).length === 0
        ? { items: [openTask({ contactName: 'Any Andy' })] }
        : { items: [] };
    });
    renderSupervisorPage('/tasks', TasksPage);
    expect(await screen.findByText('Any Andy')).toBeInTheDocument();

    const pick = async (label: string, option: string) => {
      const select = screen.getByRole('combobox', { name: label });
      fireEvent.click(select);
      fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await pick('Queue', 'VIP');
    await pick('Status', 'Offered');
    await pick('Channel', 'Email');

    await waitFor(() =>
      expect(sentVariables(callsOf(calls, OpenTasksDocument).at(-1), OpenTasksDocument)).toMatchObject({
        filter: { queueSid: 'WQ2', status: 'offered', channel: 'email' },
        page: 0,
      }),
    );
    expect(await screen.findByText('No open tasks match these filters.')).toBeInTheDocument();
  }, 20_000);

  it('pages through a long list', async () => {
    const { calls } = installTasksServer((call) => {
      const page = sentVariables(call, OpenTasksDocument)?.page ?? 0;
      return { items: [openTask({ sid: `WT-${page}`, contactName: `Page ${page} Pat` })], total: 120 };
    });
    renderSupervisorPage('/tasks', TasksPage);
    expect(await screen.findByText('Page 0 Pat')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Page 2 Pat')).toBeInTheDocument();
    expect(sentVariables(callsOf(calls, OpenTasksDocument).at(-1), OpenTasksDocument)).toMatchObject({
      page: 2,
      size: 50,
    });
  });
});
