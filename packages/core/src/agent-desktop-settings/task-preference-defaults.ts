import type { TaskPreferences } from './task-preferences.ts';

// The Task Preferences' constants and built-in values (spec 001 §3, §4, §9), apart from their zod
// schemas in task-preferences.ts: the agent desk reads these on every page, and the web loads the
// schemas only with the settings pages (docs/web-performance.md).

/** The variant that edits the defaults themselves. */
export const DEFAULT_VARIANT = 'default';

/** spec 001 §3 "Task titles include …": offered when adding a variant (any other title may be typed). */
export const KNOWN_TASK_TITLES = [
  'Incoming Call',
  'Transfer Call',
  'scheduled callback',
  'ASAP callback',
  'outbound call',
] as const;

/** spec 001 §9: inbound email task delay 10,000 ms. */
export const INBOUND_EMAIL_DELAY_DEFAULT_SECONDS = 10;
/** The spec shows the autocomplete countdown but not its length: ours. */
export const AUTOCOMPLETE_COUNTDOWN_DEFAULT_SECONDS = 10;
export const PREFERENCE_SECONDS_MAX = 600;
export const AUTO_ACCEPT_ALL = 'all';
export const VARIANT_MAX_LENGTH = 100;

export const DEFAULT_TASK_PREFERENCES: TaskPreferences = {
  // spec 001 §4: a task's openUrl opens (when it is a web address) unless switched off.
  tasksAutoOpenUrl: { enabled: true, openUrl: '' },
  callsAutoAccept: false,
  autoAcceptByTaskTitle: '',
  autocompleteCountdownSeconds: AUTOCOMPLETE_COUNTDOWN_DEFAULT_SECONDS,
  inboundEmailDelaySeconds: INBOUND_EMAIL_DELAY_DEFAULT_SECONDS,
};
