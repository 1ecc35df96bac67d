import { z } from 'zod';

// Task Preferences (spec 001 §3 "Admin settings": defaults and per-variant overrides, merged at read
// time; §4 "Auto-open and auto-accept": per-title tasksAutoOpenUrl and callsAutoAccept,
// autoAcceptByTaskTitle). A variant is a task title ("Incoming Call", "scheduled callback" …): what
// a variant does not override comes from the defaults, and what the defaults leave unset from
// DEFAULT_TASK_PREFERENCES. The form lives at /settings/agent-desktop/task-preferences/{variant}.

import {
  AUTO_ACCEPT_ALL,
  DEFAULT_TASK_PREFERENCES,
  DEFAULT_VARIANT,
  PREFERENCE_SECONDS_MAX,
  VARIANT_MAX_LENGTH,
} from './task-preference-defaults.ts';

/**
 * spec 001 §4: a URL opens only if it starts with http, https or www (the agent desktop opens it
 * through normalizeOpenUrl of agent-desktop-auto-accept.ts). Used to refuse any other URL on save.
 */
export function isOpenableUrl(url: string): boolean {
  return /^(https?:\/\/|www\.)\S+$/i.test(url.trim());
}

const secondsSchema = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(PREFERENCE_SECONDS_MAX, `must be at most ${PREFERENCE_SECONDS_MAX}`);

const openUrlSchema = z
  .string()
  .trim()
  .max(2_000, 'must be at most 2000 characters')
  .refine((url) => url === '' || isOpenableUrl(url), 'must start with http://, https:// or www.');

/** spec 001 §4: a comma list of titles or "all"; stored trimmed, without empty entries. */
const autoAcceptTitlesSchema = z
  .string()
  .max(2_000, 'must be at most 2000 characters')
  .transform(normaliseAutoAcceptTitles);

export const taskPreferencesSchema = z.object({
  tasksAutoOpenUrl: z.object({
    enabled: z.boolean({ message: 'must be true or false' }),
    openUrl: openUrlSchema,
  }),
  callsAutoAccept: z.boolean({ message: 'must be true or false' }),
  autoAcceptByTaskTitle: autoAcceptTitlesSchema,
  autocompleteCountdownSeconds: secondsSchema,
  inboundEmailDelaySeconds: secondsSchema,
});
export type TaskPreferences = z.output<typeof taskPreferencesSchema>;
export type TaskPreferenceKey = keyof TaskPreferences;
export const TASK_PREFERENCE_KEYS = Object.keys(taskPreferencesSchema.shape) as TaskPreferenceKey[];

/** What a variant (or the defaults) sets; anything absent is inherited. */
export const taskPreferenceOverridesSchema = taskPreferencesSchema.partial();
export type TaskPreferenceOverrides = z.output<typeof taskPreferenceOverridesSchema>;

export const variantSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(VARIANT_MAX_LENGTH, `must be at most ${VARIANT_MAX_LENGTH} characters`);

/** Brand.adminSettings.taskPreferences as stored: the defaults and each variant's overrides. */
export type TaskPreferenceSettings = {
  defaults: TaskPreferenceOverrides;
  variants: Record<string, TaskPreferenceOverrides>;
};

/**
 * Overrides read from storage: each valid field kept, anything else (an unknown key, a value written
 * by an older version with other rules) dropped, so one bad field never hides the rest.
 */
export function readOverrides(raw: unknown): TaskPreferenceOverrides {
  if (typeof raw !== 'object' || raw === null) return {};
  const result: Record<string, unknown> = {};
  for (const key of TASK_PREFERENCE_KEYS) {
    const value: unknown = Reflect.get(raw, key);
    if (value === undefined) continue;
    const parsed = taskPreferencesSchema.shape[key].safeParse(value);
    if (parsed.success) result[key] = parsed.data;
  }
  // Each value was checked by its own field schema above.
  return result as TaskPreferenceOverrides;
}

export function readTaskPreferenceSettings(raw: unknown): TaskPreferenceSettings {
  const record = typeof raw === 'object' && raw !== null ? raw : {};
  const variantsRaw: unknown = Reflect.get(record, 'variants');
  const variants: Record<string, TaskPreferenceOverrides> = {};
  if (typeof variantsRaw === 'object' && variantsRaw !== null) {
    for (const [variant, overrides] of Object.entries(variantsRaw)) {
      if (variantSchema.safeParse(variant).success && variant !== DEFAULT_VARIANT)
        variants[variant] = readOverrides(overrides);
    }
  }
  return { defaults: readOverrides(Reflect.get(record, 'defaults')), variants };
}

/** The preferences in force for a variant (a task title): built-in ← defaults ← the variant's overrides. */
export function resolveTaskPreferences(
  settings: TaskPreferenceSettings,
  variant: string = DEFAULT_VARIANT,
): TaskPreferences {
  const own = variant === DEFAULT_VARIANT ? {} : (settings.variants[variant] ?? {});
  return { ...DEFAULT_TASK_PREFERENCES, ...settings.defaults, ...own };
}

/**
 * The setting as stored: 'all' (the whole text, any case), or the listed titles trimmed, empty
 * entries and repeats dropped, joined by ', '. The agent desktop reads it with
 * parseAutoAcceptTitles of agent-desktop-auto-accept.ts (titles compared without case).
 */
export function normaliseAutoAcceptTitles(value: string): string {
  const text = value.trim();
  if (text.toLowerCase() === AUTO_ACCEPT_ALL) return AUTO_ACCEPT_ALL;
  const titles = text
    .split(',')
    .map((title) => title.trim())
    .filter((title) => title !== '');
  return [...new Set(titles)].join(', ');
}

export const TASK_PREFERENCE_LABELS: Record<TaskPreferenceKey, { label: string; description: string }> = {
  tasksAutoOpenUrl: {
    label: 'Open task URL automatically',
    description:
      "Opens the task's openUrl in a new tab when the task becomes active. The URL below is used when the task has none.",
  },
  callsAutoAccept: {
    label: 'Auto-accept calls',
    description: 'Accepts call tasks as soon as they are offered.',
  },
  autoAcceptByTaskTitle: {
    label: 'Auto-accept tasks by title',
    description: 'A comma-separated list of task titles to accept as soon as they are offered, or "all".',
  },
  autocompleteCountdownSeconds: {
    label: 'Autocomplete countdown (seconds)',
    description: 'How long a wrapped-up task counts down before it completes by itself.',
  },
  inboundEmailDelaySeconds: {
    label: 'Inbound email delay (seconds)',
    description: 'How long an inbound email task waits before it is shown to the agent.',
  },
};
