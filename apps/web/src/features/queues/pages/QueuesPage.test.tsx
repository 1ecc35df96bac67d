import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, resetApiState, withCsrf } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderSupervisorPage } from '../../tasks/testing/render-supervisor-page.tsx';
import { QueuesPageDocument, type QueuesPageQuery } from '../api/queues.generated.ts';
import { QueuesPage } from './QueuesPage.tsx';

beforeEach(() => {
  resetApiState();
});

function answer(waiting: number): QueuesPageQuery {
  return {
    queues: [
      {
        sid: 'WQ1',
        friendlyName: 'Support',
        isDefault: true,
        transferEligible: true,
        requiredSkills: ['English'],
        reservationTimeoutSeconds: 30,
        waitingCount: waiting,
        offeredCount: 1,
      },
      {
        sid: 'WQ2',
        friendlyName: 'Billing',
        isDefault: false,
        transferEligible: false,
        requiredSkills: [],
        reservationTimeoutSeconds: 45,
        waitingCount: 0,
        offeredCount: 0,
      },
    ],
    taskCounts: {
      waiting,
      offered: 1,
      accepted: 0,
      wrapping: 0,
      completedToday: 3,
      canceledToday: 0,
      queues: [{ queueSid: 'WQ1', friendlyName: 'Support', waiting, offered: 1, accepted: 0, wrapping: 0 }],
    },
  };
}

describe('/queues', () => {
  it('shows each queue with its waiting and offered counts, live from task.updated', async () => {
    let waiting = 4;
    installFetch(withCsrf(() => graphqlData(QueuesPageDocument, answer(waiting))));
    const { emit } = renderSupervisorPage('/queues', QueuesPage);
    expect(await screen.findByLabelText('Support waiting')).toHaveTextContent('4');
    expect(screen.getByLabelText('Support offered')).toHaveTextContent('1');
    expect(screen.getByLabelText('Billing waiting')).toHaveTextContent('0');
    expect(screen.getByText('Default')).toBeInTheDocument();

    waiting = 5;
    emit('task.updated', {
      taskSid: 'WT1',
      status: 'pending',
      channel: 'sms',
      queueSid: 'WQ1',
      workerSid: null,
      priority: 0,
      updatedAt: new Date().toISOString(),
    });
    await waitFor(() => expect(screen.getByLabelText('Support waiting')).toHaveTextContent('5'));
  });

  it('has an empty state', async () => {
    installFetch(
      withCsrf(() => graphqlData(QueuesPageDocument, { queues: [], taskCounts: answer(0).taskCounts })),
    );
    renderSupervisorPage('/queues', QueuesPage);
    expect(await screen.findByText(/No queues yet/)).toBeInTheDocument();
  });
});
