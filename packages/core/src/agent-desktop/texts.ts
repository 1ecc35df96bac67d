// Texts of the agent desktop and the supervisors' queue and task pages. Quoted spec texts are used
// letter for letter (the source is named); the rest is Parley's wording for what the spec leaves open.

/** spec 001 §2 / §8 / §9 texts. */
export const AGENT_DESKTOP_SPEC_TEXTS = {
  /** spec 001 §2: tooltip of the trophy button. */
  todaysProgress: "Today's Progress",
  /** spec 001 §8 "Stats". */
  statsLoadError: 'There was an error loading the stats.',
  statsErrorTitle: 'Error Loading Stats.',
  /** spec 001 §8 notifications (7 s). */
  conversationAutoSummarized: 'Conversation automatically summarized.',
  /** spec 001 §9: browser notification title. */
  incomingCall: 'Incoming Call',
  /** spec 001 §2. */
  logOut: 'Log out',
  /** spec 001 §8 "Tasks". */
  taskFailedToBeCreated: 'Task failed to be created',
  missingAgentPhone: 'Attempted to create manual outbound task with missing agent phone',
  missingContactPhone: 'Attempted to create manual outbound task with missing contact phone',
} as const;

/** Parley's wording. */
export const AGENT_DESKTOP_TEXTS = {
  tasksHeading: 'Tasks',
  noTasksTitle: 'No tasks right now',
  noTasksDescription: 'New work appears here as soon as it is offered to you.',
  noActiveTask: 'Select a task to work on it.',
  activeTask: 'Active task',
  loadingTasks: 'Loading your tasks…',
  accept: 'Accept',
  reject: 'Reject',
  wrapUp: 'Wrap up',
  submit: 'Submit',
  complete: 'Complete',
  offered: 'Offered',
  accepted: 'Accepted',
  wrapping: 'Wrapping up',
  pendingRemoval: 'Completing…',
  newTask: 'New task',
  newTaskFrom: (who: string) => `New task from ${who}`,
  newText: 'New text',
  newTextTitle: 'Send a text to a contact',
  contactPhone: 'Contact phone',
  fromNumber: 'From number',
  start: 'Start',
  cancel: 'Cancel',
  composerPlaceholder: 'Type a message',
  send: 'Send',
  loadOlder: 'Load older messages',
  noMessages: 'No messages yet.',
  messagesLoadError: 'The messages could not be loaded.',
  sendFailed: 'The message could not be sent.',
  customTaskAttributes: 'Attributes',
  noAttributes: 'This task has no attributes.',
  unknownContact: 'Unknown contact',
  wrapUpTitle: 'Wrap-up',
  disposition: 'Disposition',
  notes: 'Notes',
  objections: 'Objections',
  objectionsPlaceholder: 'Pick or type objections',
  autocompleteIn: (seconds: number) => `Completes automatically in ${seconds} s`,
  autocompleteHeld: 'Choose a disposition: the task stays in wrap-up until you do.',
  summarizeFailed: 'Could not complete the task.',
  rejectFailed: 'Could not reject the task.',
  taskCompleted: 'Task completed.',
  statusLabel: 'Status',
  statusChangeFailed: 'Could not change your status.',
  completedToday: (done: number, target: number) => `${done} of ${target} tasks completed today`,
  onPace: (expected: number) => `${expected} expected by now at 15 tasks per business hour`,
  unreadMessages: (count: number) => `${count} unread`,
  noConversation: 'This task has no conversation.',
  notDelivered: 'Not delivered',
  chooseDisposition: 'Choose a disposition',
  wrapUpListsLoadError: 'The dispositions could not be loaded.',
  fromNumberDescription: "Leave empty to text from the brand's default number.",
  noMatchingDisposition: 'No matching disposition',
  mySettings: 'My Settings',
  /** The action of an offer's notification that shows the task on the desk. */
  openTask: 'Open',
  /** The time left to answer an offer before its reservation times out (`m:ss`). */
  offerExpiresIn: (clock: string) => `Expires in ${clock}`,
  /** The group of an offer's own Reject / Accept in the task list. */
  offerActions: (who: string) => `Offer from ${who}`,
} as const;

/** Parley's wording for the supervisors' pages (/queues, /tasks, /recent-tasks). */
export const SUPERVISOR_TASK_TEXTS = {
  queuesTitle: 'Queues',
  noQueues: 'No queues yet. Admins create them in Settings → Task Routing.',
  waiting: 'Waiting',
  offered: 'Offered',
  tasksTitle: 'Tasks',
  noOpenTasks: 'No open tasks. New tasks show up here live.',
  recentTasksTitle: 'Recent Tasks',
  noRecentTasks: 'No recent tasks match these filters.',
  live: 'Live',
  liveTooltip: 'Updates as tasks change',
  reconnectingTooltip: 'Reconnecting: figures may be behind',
  openTasksTab: 'Open tasks',
  recentTasksTab: 'Recent tasks',
  noOpenTasksMatch: 'No open tasks match these filters.',
  loadingOpenTasks: 'Loading open tasks…',
  /** The state of an open task (GraphQL openTasks `state`). */
  openTaskStates: { waiting: 'Waiting', offered: 'Offered', accepted: 'Accepted', wrapping: 'Wrapping up' },
  openTasksShown: (shown: number, total: number) => `${shown} of ${total} open tasks`,
  openTasksLoadError: 'The open tasks could not be loaded.',
  recentTasksLoadError: 'The recent tasks could not be loaded.',
  queuesLoadError: 'The queues could not be loaded.',
  newer: 'Newer',
  older: 'Older',
} as const;
