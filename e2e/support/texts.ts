// Texts the browser tests look for. The spec's quoted texts are written out here on purpose, so the
// tests check the app against the spec rather than against the app's own constants; Parley's own
// wording (not in the spec) comes from packages/core, where the app takes it from too.
import { AGENT_DESKTOP_TEXTS, SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop/texts';
import { AUTH_PAGE_TEXTS } from '@parley/core/common/texts';

/** spec 000 §8 "Auth failures". */
export const SIGN_IN_FAILED = 'Failed to sign in';
export const RECOVERY_TOKEN_FAILED = 'Failed to validate recovery token';

/** spec 002 §2 "Shell". */
export const NOT_FOUND = '404 - Page Not Found';

/** spec 000 §2: the error screens no page may show while walking the shell. */
export const ERROR_SCREEN_TEXTS = [
  'Oops! We encountered an error!',
  'The product has been updated!',
  'Something went wrong while loading this page',
  NOT_FOUND,
] as const;

/** spec 000 §8: the event stream's hard-failure warning. */
export const EVENT_STREAM_FAILURE =
  "We've encountered an error. Please reload the page to receive new tasks (when you are not on a live call).";

/** Parley's wording: what an area without an implementation says (apps/web/src/app/shell-texts.ts). */
export const NOT_BUILT_YET = 'This area is not built yet.';

/** spec 000 §8 "Disabled-action hints": the composer of a task that is only offered. */
export const ACCEPT_TO_MESSAGE = 'Please accept the task to start messaging.';

/** spec 001 §2: the trophy button's tooltip and the stats popover's title. */
export const TODAYS_PROGRESS = "Today's Progress";

/** spec 001 §9: the daily target of the stats popover. */
export const DAILY_TARGET_TASKS = 150;

export { AGENT_DESKTOP_TEXTS, AUTH_PAGE_TEXTS, SUPERVISOR_TASK_TEXTS };
