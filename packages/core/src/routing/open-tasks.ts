// The supervisors' list of open tasks (GraphQL openTasks, /tasks): what state an open task is in and
// what the list may be filtered by. docs/routing.md "GraphQL".

/**
 * Where an open task is, from the supervisor's point of view: waiting in its queue (pending, no
 * reservation), offered to an agent (pending, with a pending reservation), accepted or wrapping.
 */
export const OPEN_TASK_STATES = ['waiting', 'offered', 'accepted', 'wrapping'] as const;
export type OpenTaskState = (typeof OPEN_TASK_STATES)[number];

/** The status filter takes a state, or `pending` (spec 000 §4 task status: waiting and offered). */
export const OPEN_TASK_STATUS_FILTERS = [...OPEN_TASK_STATES, 'pending'] as const;
export type OpenTaskStatusFilter = (typeof OPEN_TASK_STATUS_FILTERS)[number];

/** Most rows one openTasks page returns (Parley's choice; the page asks for TASKS_PAGE_SIZE). */
export const MAX_OPEN_TASKS_PAGE_SIZE = 200;

/** One queue's open tasks per state, as GraphQL taskCounts returns it. */
export type QueueTaskCounts = {
  queueSid: string;
  friendlyName: string;
  waiting: number;
  offered: number;
  accepted: number;
  wrapping: number;
};

/** Live counts for supervisors (docs/routing-contract.md taskCounts): per status, and per queue. */
export type TaskCounts = {
  waiting: number;
  offered: number;
  accepted: number;
  wrapping: number;
  completedToday: number;
  canceledToday: number;
  queues: QueueTaskCounts[];
};
