import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, resetApiState, withCsrf } from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  sentOperation,
  sentVariables,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { RecentTaskFiltersDocument, RecentTasksDocument } from '../api/recent-tasks.generated.ts';
import { renderSupervisorPage } from '../testing/render-supervisor-page.tsx';
import { RecentTasksPage } from './RecentTasksPage.tsx';

beforeEach(() => {
  resetApiState();
});

describe('/recent-tasks', () => {
  it('asks recentTasks with the filters and shows the page', async () => {
    const { calls } = installFetch(
      withCsrf((call) => {
        if (sentOperation(call, RecentTaskFiltersDocument)) {
          return graphqlData(RecentTaskFiltersDocument, {
            recentTaskFilters: {
              targetAgents: [{ workerSid: 'WK1', name: 'Alex Agent', email: 'a@x' }],
              taskTypes: ['Inbound SMS'],
              dispositions: ['Resolved'],
              campaigns: [],
            },
          });
        }
        return graphqlData(RecentTasksDocument, {
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
              recordingSid: 'rec-1',
              recordingUrl: '/api/call-recordings/rec-1/audio',
              timestamps: {
                createdAt: '2025-01-01T09:00:00Z',
                acceptedAt: null,
                wrappedAt: null,
                endedAt: '2025-01-01T09:05:00Z',
              },
              cancelationInfo: null,
            },
          ],
        });
      }),
    );
    renderSupervisorPage('/recent-tasks', RecentTasksPage);
    const table = await screen.findByRole('table', { name: 'Recent tasks' });
    expect(within(table).getByText('Grace Hopper').closest('tr')).toHaveTextContent(
      /Resolved.*Alex Agent.*Support/,
    );
    // The call's recording plays in its row.
    expect(within(table).getByLabelText('Recording of the call with Grace Hopper')).toHaveAttribute(
      'src',
      '/api/call-recordings/rec-1/audio',
    );
    const [recentCall] = callsOf(calls, RecentTasksDocument);
    expect(sentVariables(recentCall, RecentTasksDocument)).toMatchObject({ filters: { page: 0, size: 25 } });
  });
});
