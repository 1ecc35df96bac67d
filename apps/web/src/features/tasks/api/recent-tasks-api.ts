import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

/** spec 001 §3 "Recent task" as GraphQL recentTasks gives it. */
export type RecentTask = {
  sid: string;
  originalTaskSid: string | null;
  type: string;
  channel: string;
  status: string;
  contactPhone: string | null;
  contactName: string | null;
  contactExternalId: string | null;
  details: string | null;
  disposition: string | null;
  notes: string | null;
  agentName: string | null;
  workerSid: string | null;
  originalTaskQueueName: string;
  /** The task's latest call recording (docs/voice-contract.md "Recordings"), if any. */
  recordingSid: string | null;
  recordingUrl: string | null;
  timestamps: {
    createdAt: string;
    acceptedAt: string | null;
    wrappedAt: string | null;
    endedAt: string | null;
  };
  cancelationInfo: { reasonId: string | null; canceledBy: string | null } | null;
};

/** spec 001 §3 recent-task filters: targetAgent, campaignId, taskType, dispositions; paged. */
export type RecentTaskFilters = {
  targetAgent?: string | null;
  campaignId?: string | null;
  taskType?: string | null;
  dispositions?: string[] | null;
  page: number;
  size: number;
};

export type RecentTaskFilterOptions = {
  targetAgents: { workerSid: string; name: string; email: string }[];
  taskTypes: string[];
  dispositions: string[];
  campaigns: { id: string; name: string | null }[];
};

const RECENT_TASKS_QUERY = `query RecentTasks($filters: RecentTaskFiltersInput) {
  recentTasks(filters: $filters) {
    sid originalTaskSid type channel status contactPhone contactName contactExternalId details
    disposition notes agentName workerSid originalTaskQueueName recordingSid recordingUrl
    timestamps { createdAt acceptedAt wrappedAt endedAt }
    cancelationInfo { reasonId canceledBy }
  }
}`;

export async function fetchRecentTasks(
  filters: RecentTaskFilters,
  signal?: AbortSignal,
): Promise<RecentTask[]> {
  const data = await graphqlRequest<{ recentTasks: RecentTask[] }>(
    RECENT_TASKS_QUERY,
    { filters },
    { signal },
  );
  return data.recentTasks;
}

const RECENT_TASK_FILTERS_QUERY = `query RecentTaskFilters {
  recentTaskFilters {
    targetAgents { workerSid name email }
    taskTypes
    dispositions
    campaigns { id name }
  }
}`;

export async function fetchRecentTaskFilters(signal?: AbortSignal): Promise<RecentTaskFilterOptions> {
  const data = await graphqlRequest<{ recentTaskFilters: RecentTaskFilterOptions }>(
    RECENT_TASK_FILTERS_QUERY,
    {},
    { signal },
  );
  return data.recentTaskFilters;
}

/** Query keys of Recent Tasks: every page and filter under `recentTaskKeys.all` (a recording deleted elsewhere refreshes them). */
export const recentTaskKeys = {
  all: ['tasks', 'recent'] as const,
  page: (query: RecentTaskFilters) => ['tasks', 'recent', query] as const,
};
