import { z } from 'zod';
import { AGENT_DESKTOP_LIST_KINDS } from '../agent-desktop-settings/lists.ts';
import { type StreamEventCatalogue, streamEventEntries } from '../realtime/stream-event-catalogue.ts';

/**
 * What a `brand.adminSettingsUpdated` says changed: task preferences, agent statuses, one of the
 * agent-desktop lists, the embedding's allowed origins (embedding/settings.ts) or the External
 * Transfer Phonebook (voice/external-phonebook.ts), the call restrictions or the compliance settings
 * (compliance/compliance-model.ts).
 */
export const ADMIN_SETTINGS_SECTIONS = [
  'taskPreferences',
  'agentStatuses',
  ...AGENT_DESKTOP_LIST_KINDS.map((kind) => `${kind}s` as const),
  'embedding',
  'externalTransferPhonebook',
  'callRestrictions',
  'compliance',
] as const;
export type AdminSettingsSection = (typeof ADMIN_SETTINGS_SECTIONS)[number];

export const adminSettingsUpdatedSchema = z.object({
  section: z.enum(ADMIN_SETTINGS_SECTIONS),
  updatedAt: z.string().min(1),
});
export type AdminSettingsUpdatedData = z.infer<typeof adminSettingsUpdatedSchema>;

/**
 * The brands module's events. spec 001 §7 "Server events": brand.adminSettingsUpdated makes every
 * open agent desktop reload the brand (debounced 1 s); published to the whole brand after any change
 * to the settings above committed.
 */
export const BRANDS_STREAM_EVENTS = {
  'brand.adminSettingsUpdated': adminSettingsUpdatedSchema,
} as const satisfies StreamEventCatalogue;

export const BRANDS_STREAM = streamEventEntries(BRANDS_STREAM_EVENTS);
export const ADMIN_SETTINGS_UPDATED_EVENT = BRANDS_STREAM['brand.adminSettingsUpdated'].name;
