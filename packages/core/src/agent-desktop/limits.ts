// Numbers of the agent desktop (spec 000 §7, spec 001 §9). Every one is part of the product.

/** spec 001 §9: "Inbound email task delay 10,000 ms." */
export const INBOUND_EMAIL_DELAY_MS = 10_000;
/** spec 000 §7: POST /conv/tasks/accept is called with one retry. */
export const ACCEPT_TASK_RETRIES = 1;
/** spec 000 §7: POST /conv/tasks/summarize-task is called with one retry. */
export const SUMMARIZE_TASK_RETRIES = 1;
/** spec 001 §9: a browser notification closes 1 s after it is dismissed. */
export const BROWSER_NOTIFICATION_CLOSE_MS = 1_000;
/** spec 001 §9: dial-pad accept timeout. */
export const DIAL_PAD_ACCEPT_TIMEOUT_MS = 15_000;
/** spec 001 §9: "Admin-settings reload debounce 1 s." */
export const ADMIN_SETTINGS_RELOAD_DEBOUNCE_MS = 1_000;
/** The supervisors' pages refetch at most this often while `task.updated` events pour in (Parley's choice). */
export const LIVE_COUNTS_REFRESH_MS = 1_000;
/** Rows per page of the supervisors' task lists (Parley's choice). */
export const TASKS_PAGE_SIZE = 50;
