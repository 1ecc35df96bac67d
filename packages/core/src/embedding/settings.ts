import { z } from 'zod';
import { ORIGIN_EXAMPLE, parseOrigin } from './origins.ts';

// The brand's embedding settings (Brand.adminSettings.embedding, docs/decisions/003-settings.md):
// the parent origins the embedded agent desktop talks to (spec 001 §6 "Messages go only to the
// allowed parent origins"). Edited on Settings › General Settings.

/** The key of Brand.adminSettings this module owns. */
export const EMBEDDING_SETTINGS_KEY = 'embedding';
/** The most parent origins a brand lists: a handful of CRMs and tools, not a directory. */
export const ALLOWED_PARENT_ORIGINS_MAX = 20;
export const ORIGIN_MAX_LENGTH = 300;

export const EMBEDDING_SETTINGS_TEXTS = {
  title: 'Embedding',
  description:
    'Pages that may frame the agent desktop (/agent?embed=generic) and exchange messages with it. ' +
    'The desktop sends task and status messages only to these origins and accepts commands only ' +
    'from them.',
  originsLabel: 'Allowed parent origins',
  originsDescription: `One origin per entry: scheme, host and port, without a path (like ${ORIGIN_EXAMPLE}). Press Enter after each.`,
  originsPlaceholder: ORIGIN_EXAMPLE,
  noOrigins: 'No parent origins yet: the embedded desktop sends no messages and accepts none.',
  save: 'Save',
  saved: 'Embedding settings saved.',
} as const;

/** The reasons, after the field's name ("Allowed parent origins must …"). */
export const ALLOWED_ORIGIN_RULE_TEXTS = {
  wildcard: (value: string) => `must name each origin exactly: wildcards such as "${value}" are not allowed`,
  notAnOrigin: (value: string) =>
    `must be http(s) origins without a path (like ${ORIGIN_EXAMPLE}): "${value}" is not one`,
  tooMany: `must be at most ${ALLOWED_PARENT_ORIGINS_MAX}`,
  tooLong: `must each be at most ${ORIGIN_MAX_LENGTH} characters`,
} as const;

/**
 * The allowed parent origins as typed: each must be an http(s) origin without a path; '*' and other
 * wildcards are refused. The result is normalised (lower-case host, no default port, no trailing
 * '/') and without duplicates, in the order given.
 */
export const allowedParentOriginsSchema = z
  .array(z.string({ message: 'must be texts' }), { message: 'must be a list of origins' })
  .max(ALLOWED_PARENT_ORIGINS_MAX, ALLOWED_ORIGIN_RULE_TEXTS.tooMany)
  .transform((values, context) => {
    const origins: string[] = [];
    for (const value of values) {
      if (value.trim() === '') continue;
      if (value.length > ORIGIN_MAX_LENGTH) {
        context.addIssue({ code: 'custom', message: ALLOWED_ORIGIN_RULE_TEXTS.tooLong });
        return z.NEVER;
      }
      const parsed = parseOrigin(value);
      if ('problem' in parsed) {
        context.addIssue({
          code: 'custom',
          message: ALLOWED_ORIGIN_RULE_TEXTS[parsed.problem](value.trim()),
        });
        return z.NEVER;
      }
      if (!origins.includes(parsed.origin)) origins.push(parsed.origin);
    }
    return origins;
  });

export const embeddingSettingsInput = z.object({ allowedParentOrigins: allowedParentOriginsSchema });
export type EmbeddingSettingsInput = z.input<typeof embeddingSettingsInput>;

export type EmbeddingSettings = { allowedParentOrigins: string[] };

export const DEFAULT_EMBEDDING_SETTINGS: EmbeddingSettings = { allowedParentOrigins: [] };

/**
 * The settings as stored: each origin that still passes the rules is kept, anything else dropped,
 * so a bad entry (written by hand, or under older rules) never widens or hides the rest.
 */
export function readEmbeddingSettings(raw: unknown): EmbeddingSettings {
  const origins: unknown =
    typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'allowedParentOrigins') : [];
  if (!Array.isArray(origins)) return { allowedParentOrigins: [] };
  const kept: string[] = [];
  for (const value of origins) {
    if (typeof value !== 'string' || value.length > ORIGIN_MAX_LENGTH) continue;
    const parsed = parseOrigin(value);
    if ('origin' in parsed && !kept.includes(parsed.origin)) kept.push(parsed.origin);
    if (kept.length === ALLOWED_PARENT_ORIGINS_MAX) break;
  }
  return { allowedParentOrigins: kept };
}
