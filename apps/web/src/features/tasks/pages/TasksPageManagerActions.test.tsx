import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FetchCall,
  installFetch,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  graphqlError,
  sentOperation,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { OpenTasksDocument, type OpenTasksQuery } from '../api/open-tasks.generated.ts';
import { TaskCountsDocument } from '../api/task-counts.generated.ts';
import {
  AssignTaskDocument,
  CancelOpenTaskDocument,
  TaskManagerChoicesDocument,
} from '../api/task-manager-actions.generated.ts';
import { renderSupervisorPage } from '../testing/render-supervisor-page.tsx';
import { TasksPage } from './TasksPage.tsx';

// Issue 17 items 3 and 4: managers cancel or assign a waiting or offered task from /tasks; an agent
// sees their own open tasks, without the brand's counts or the actions.

type OpenTask = OpenTasksQuery['openTasks']['items'][number];

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

const TASKS = [
  openTask({ sid: 'WT1', contactName: 'Wendy Waiting' }),
  openTask({
    sid: 'WT2',
    state: 'offered',
    contactName: 'Olga Offered',
    agent: { workerSid: 'WK1', name: 'Alex Agent', email: 'alex@example.com' },
  }),
  openTask({
    sid: 'WT3',
    state: 'accepted',
    taskStatus: 'accepted',
    contactName: 'Andy Accepted',
    agent: { workerSid: 'WK1', name: 'Alex Agent', email: 'alex@example.com' },
  }),
];

const CHOICES = {
  agents: [
    { workerSid: 'WK1', name: 'Alex Agent', status: 'Available', isAvailable: true, deactivated: false },
    { workerSid: 'WK2', name: 'Bea Break', status: 'Break', isAvailable: false, deactivated: false },
    { workerSid: 'WK3', name: 'Cal Gone', status: 'Offline', isAvailable: false, deactivated: true },
  ],
  cancellationReasons: [
    { id: 'CR1', name: 'Duplicate' },
    { id: 'CR2', name: 'Handled elsewhere' },
  ],
  reassignReasons: [] as string[],
};

/** A scripted server; `mutation` answers cancel and assign. */
function installServer(
  options: { mutation?: (call: FetchCall) => Response; reassignReasons?: string[] } = {},
) {
  return installFetch(
    withCsrf((call) => {
      if (sentOperation(call, TaskCountsDocument)) {
        return graphqlData(TaskCountsDocument, {
          taskCounts: {
            waiting: 1,
            offered: 1,
            accepted: 1,
            wrapping: 0,
            completedToday: 0,
            canceledToday: 0,
            queues: [],
          },
        });
      }
      if (sentOperation(call, TaskManagerChoicesDocument)) {
        return graphqlData(TaskManagerChoicesDocument, {
          ...CHOICES,
          reassignReasons: options.reassignReasons ?? [],
        });
      }
      if (sentOperation(call, CancelOpenTaskDocument) || sentOperation(call, AssignTaskDocument)) {
        return options.mutation?.(call) ?? graphqlData(CancelOpenTaskDocument, { cancelOpenTask: true });
      }
      return graphqlData(OpenTasksDocument, { openTasks: { items: TASKS, total: 3, page: 0, size: 50 } });
    }),
  );
}

async function pick(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  resetApiState();
});

describe('/tasks: manager actions', () => {
  it('offers Assign and Cancel on a waiting task, Reassign on an offered one, nothing on accepted work', async () => {
    installServer();
    renderSupervisorPage('/tasks', TasksPage);
    expect(await screen.findByText('Wendy Waiting')).toBeInTheDocument();
    const waiting = screen.getByRole('group', { name: 'Actions for Wendy Waiting' });
    expect(
      within(waiting)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Assign', 'Cancel']);
    const offered = screen.getByRole('group', { name: 'Actions for Olga Offered' });
    expect(within(offered).getByRole('button', { name: 'Reassign' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions for Andy Accepted' })).not.toBeInTheDocument();
  });

  it('cancels a task with the chosen reason after confirming, and says so', async () => {
    const { calls } = installServer();
    renderSupervisorPage('/tasks', TasksPage);
    const row = await screen.findByRole('group', { name: 'Actions for Wendy Waiting' });
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this task?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel task' });
    expect(confirm).toBeDisabled();
    await waitFor(() => expect(callsOf(calls, TaskManagerChoicesDocument).length).toBe(1));
    await pick('Cancellation reason', 'Handled elsewhere');
    fireEvent.click(confirm);
    await waitFor(() => expect(toastMessages()).toContain('Task canceled.'));
    expect(sentVariablesOf(calls, CancelOpenTaskDocument)).toEqual([
      { taskSid: 'WT1', cancellationReasonId: 'CR2' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again at once.
    await waitFor(() => expect(callsOf(calls, OpenTasksDocument).length).toBeGreaterThan(1));
  }, 20_000);

  it('assigns an offered task to another agent, listing active agents with their status', async () => {
    const { calls } = installServer({
      mutation: () => graphqlData(AssignTaskDocument, { assignTask: true }),
    });
    renderSupervisorPage('/tasks', TasksPage);
    const row = await screen.findByRole('group', { name: 'Actions for Olga Offered' });
    fireEvent.click(within(row).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign this task' });
    await waitFor(() => expect(callsOf(calls, TaskManagerChoicesDocument).length).toBe(1));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Agent' }));
    // The agent offered it now and a deactivated one are not offered (the list is in a portal).
    const bea = await screen.findByRole('option', { name: 'Bea Break (Break)', hidden: true });
    expect(screen.queryByRole('option', { name: /^Alex Agent/, hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Cal Gone/, hidden: true })).not.toBeInTheDocument();
    fireEvent.click(bea);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Alex is swamped' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign task' }));
    await waitFor(() => expect(toastMessages()).toContain('Task offered to Bea Break.'));
    expect(sentVariablesOf(calls, AssignTaskDocument)).toEqual([
      { taskSid: 'WT2', workerSid: 'WK2', reason: 'Alex is swamped' },
    ]);
  }, 20_000);

  it('shows the server’s refusal, naming why, and keeps the modal open', async () => {
    installServer({
      mutation: () =>
        graphqlError('Alex Agent has no free SMS capacity (1 of 1 in use).', {
          code: 'conflict',
          status: 409,
          field: 'workerSid',
        }),
    });
    renderSupervisorPage('/tasks', TasksPage);
    const row = await screen.findByRole('group', { name: 'Actions for Wendy Waiting' });
    fireEvent.click(within(row).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign this task' });
    await pick('Agent', 'Alex Agent (Available)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign task' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('Alex Agent has no free SMS capacity (1 of 1 in use).'),
    );
    expect(screen.getByRole('dialog', { name: 'Assign this task' })).toBeInTheDocument();
  }, 20_000);

  it('requires one of the brand’s reassign reasons when it lists any', async () => {
    const { calls } = installServer({
      reassignReasons: ['Skill match', 'Customer asked'],
      mutation: () => graphqlData(AssignTaskDocument, { assignTask: true }),
    });
    renderSupervisorPage('/tasks', TasksPage);
    const row = await screen.findByRole('group', { name: 'Actions for Wendy Waiting' });
    fireEvent.click(within(row).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign this task' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toBeInTheDocument());
    await pick('Agent', 'Alex Agent (Available)');
    const confirm = within(dialog).getByRole('button', { name: 'Assign task' });
    expect(confirm).toBeDisabled();
    await pick('Reason', 'Customer asked');
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(sentVariablesOf(calls, AssignTaskDocument)).toEqual([
        { taskSid: 'WT1', workerSid: 'WK1', reason: 'Customer asked' },
      ]),
    );
  }, 20_000);
});

describe('/tasks for an agent', () => {
  it('shows their own open tasks without counts or actions, and never asks for the counts', async () => {
    const { calls } = installServer();
    renderSupervisorPage('/tasks', TasksPage, ['agent']);
    expect(await screen.findByText('Wendy Waiting')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My open tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
    expect(callsOf(calls, TaskCountsDocument)).toEqual([]);
  });
});
