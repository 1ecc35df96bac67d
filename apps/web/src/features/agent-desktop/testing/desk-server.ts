// A scripted server for the desk's component tests: GraphQL answered by operation name, REST by
// method and path. Tests override what they need and read every call made.
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { DEFAULT_TASK_PREFERENCES } from '@parley/core/agent-desktop-settings/task-preference-defaults';
import type { TaskPreferences } from '@parley/core/agent-desktop-settings/task-preferences';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentOperationName } from '../../../shared/api/testing/graphql-test-kit.ts';
import { DeskAgentDocument, type DeskAgentQuery, UpdateAgentStatusDocument } from '../api/agent.generated.ts';
import { DeskTaskPreferencesDocument, DeskWrapUpListsDocument } from '../api/desk-settings.generated.ts';
import { AgentReservationsDocument } from '../api/reservations.generated.ts';
import { DailyStatsDocument } from '../api/stats.generated.ts';
import type { DailyStats } from '../api/stats-api.ts';

type DeskAgent = DeskAgentQuery['getAuthenticatedUser'];

export const TEST_AGENT: DeskAgent = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  workerSid: 'WK1',
  status: 'Available',
  statusChangedAt: '2025-01-01T09:00:00.000Z',
  availableStatuses: [
    { name: 'Available', available: true, activitySid: 'WA1' },
    { name: 'Break', available: false, activitySid: 'WA2' },
    { name: 'Offline', available: false, activitySid: 'WA3' },
  ],
};

export const TEST_STATS: DailyStats = {
  smsCount: 30,
  callCount: 0,
  customCount: 7,
  emailCount: 0,
  reminderCount: 0,
  voicemailCount: 0,
  targetSms: 0,
  targetCall: 0,
  targetEmail: 0,
};

export type RestHandler = (call: FetchCall) => Response | Promise<Response>;

export type DeskServerOptions = {
  agent?: DeskAgent;
  reservations?: Reservation[];
  preferences?: Partial<TaskPreferences>;
  dispositions?: { id: string; name: string }[];
  tags?: { id: string; name: string }[];
  stats?: DailyStats | 'error';
  /** `METHOD /path` (no query) → answer. */
  rest?: Record<string, RestHandler>;
  /** More GraphQL operations, by operation name (other features' queries on the desk). */
  graphql?: Record<string, RestHandler>;
};

/** A field of a recorded JSON body (GraphQL variables, REST bodies), or undefined. */
export function bodyField(call: FetchCall | undefined, ...path: string[]): unknown {
  let value: unknown = call?.body;
  for (const key of path) {
    value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  }
  return value;
}

export function variablesOf(call: FetchCall | undefined): unknown {
  return bodyField(call, 'variables');
}

/**
 * A reservation as the server answers it: the contract's model (@parley/core) leaves some fields
 * optional that the schema always fills (names '' here when a test leaves them out).
 */
function asAnswered(reservation: Reservation) {
  return {
    ...reservation,
    queueName: reservation.queueName ?? '',
    queueSid: reservation.queueSid ?? '',
    channelType: reservation.channelType ?? '',
    workflowName: reservation.workflowName ?? '',
    reservationAcceptedAt: reservation.reservationAcceptedAt ?? null,
    timeoutAt: reservation.timeoutAt ?? null,
  };
}

/** Installs the scripted server; returns the recorded calls. */
export function installDeskServer(options: DeskServerOptions = {}): { calls: FetchCall[] } {
  const agent = options.agent ?? TEST_AGENT;
  return installFetch(
    withCsrf(async (call) => {
      if (call.url === '/api/graphql') {
        const name = sentOperationName(call);
        const extra = options.graphql?.[name];
        if (extra) return extra(call);
        switch (name) {
          case 'DeskAgent':
            return graphqlData(DeskAgentDocument, { getAuthenticatedUser: agent });
          case 'AgentReservations':
            return graphqlData(AgentReservationsDocument, {
              reservations: (options.reservations ?? []).map(asAnswered),
            });
          case 'DeskTaskPreferences':
            return graphqlData(DeskTaskPreferencesDocument, {
              taskPreferences: {
                defaults: {
                  variant: 'default',
                  effective: { ...DEFAULT_TASK_PREFERENCES, ...options.preferences },
                },
                variants: [],
              },
            });
          case 'DeskWrapUpLists':
            return graphqlData(DeskWrapUpListsDocument, {
              dispositions: options.dispositions ?? [],
              tags: options.tags ?? [],
            });
          case 'DailyStats':
            return options.stats === 'error'
              ? jsonResponse(200, { errors: [{ message: 'boom', extensions: { status: 500 } }] })
              : graphqlData(DailyStatsDocument, { getDailyStats: options.stats ?? TEST_STATS });
          case 'UpdateAgentStatus': {
            const status = bodyField(call, 'variables', 'updateUserData', 'status');
            return graphqlData(UpdateAgentStatusDocument, {
              updateAgent: {
                name: agent.name,
                email: agent.email,
                twilioSid: agent.workerSid,
                status: String(status),
                twilioStatusChangedAt: new Date().toISOString(),
              },
            });
          }
          default:
            return jsonResponse(200, {
              errors: [{ message: `unscripted ${name}`, extensions: { status: 500 } }],
            });
        }
      }
      const key = `${call.method} ${call.url.split('?')[0]}`;
      const handler = options.rest?.[key];
      if (handler) return handler(call);
      return jsonResponse(404, { code: 'not_found', message: `unscripted ${key}` });
    }),
  );
}

export function callsTo(calls: FetchCall[], method: string, path: string): FetchCall[] {
  return calls.filter((call) => call.method === method && call.url.split('?')[0] === path);
}
