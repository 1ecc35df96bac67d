// Constants of journeys. The spec 000 §4 ones are part of the product; the rest are Parley's bounds
// (spec silent), named here so the server's 400 and the builder's message say the same number.

/** spec 000 §4: pasted copies are offset by x 30, y 80 from the nodes they copy. */
export const PASTE_OFFSET = { x: 30, y: 80 } as const;

// --- Size of one journey (issue 13 "oversized journeys": limit it and name the limit) ---
/** Nodes of one journey, sticky notes and the trigger included. */
export const MAX_JOURNEY_NODES = 200;
/** Edges of one journey. */
export const MAX_JOURNEY_EDGES = 400;

// --- Names and texts ---
/** Journey names (the editable-name rule of spec 001 §9 allows 50; journeys share it). */
export const MAX_JOURNEY_NAME_LENGTH = 50;
export const MAX_JOURNEY_DESCRIPTION_LENGTH = 1_000;
export const MAX_JOURNEY_TAGS = 20;
export const MAX_TAG_NAME_LENGTH = 50;
/** Node and edge ids (React Flow ids): letters, digits, `_` and `-`. */
export const MAX_GRAPH_ID_LENGTH = 64;
/** Absolute bound of a node position on the canvas. */
export const MAX_CANVAS_COORDINATE = 1_000_000;
/** Short texts of a node: titles, subjects, names. */
export const MAX_TITLE_LENGTH = 200;
/** An SMS body (ten 160-character segments). */
export const MAX_SMS_LENGTH = 1_600;
/** A longer text: email bodies, task descriptions, webhook bodies, sticky notes. */
export const MAX_LONG_TEXT_LENGTH = 20_000;
export const MAX_URL_LENGTH = 2_000;

// --- Node settings ---
/** A delay, a delay-until-event timeout and a scheduled callback wait at most a year. */
export const MAX_DELAY_MINUTES = 366 * 24 * 60;
/** Branches of one A/B test. */
export const MIN_AB_TEST_BRANCHES = 2;
export const MAX_AB_TEST_BRANCHES = 10;
/** Weights are whole numbers from 0 to this (percentages when they add up to 100). */
export const MAX_AB_TEST_WEIGHT = 100;
/** Contact fields one update-contact node sets. */
export const MAX_CONTACT_UPDATES = 20;
/** Task attributes one task node sets. */
export const MAX_TASK_ATTRIBUTES = 20;
/** Headers of a webhook call. */
export const MAX_WEBHOOK_HEADERS = 20;
/** Attempts of one webhook delivery (the first included). */
export const MAX_WEBHOOK_ATTEMPTS = 10;
export const DEFAULT_WEBHOOK_ATTEMPTS = 5;
/** Filters of a trigger (the condition builder's bound per condition). */
export const MAX_TRIGGER_FILTERS = 20;
/** Configuration keys of an integration node (demo types, decisionAI). */
export const MAX_INTEGRATION_SETTINGS = 50;
/** Task priority range (the routing engine's). */
export const MAX_JOURNEY_TASK_PRIORITY = 1_000;
