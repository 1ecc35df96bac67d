import { ADMIN_SETTINGS_UPDATED_EVENT } from '@parley/core/brands/stream-events';
import { useQueryClient } from '@tanstack/react-query';
import { useServerEvent } from '../../../shared/sse/useServerEvent.ts';
import { settingsKeys } from '../api/settings-keys.ts';

const SECTION_KEYS: Record<string, readonly (readonly string[])[]> = {
  taskPreferences: [settingsKeys.taskPreferences()],
  agentStatuses: [settingsKeys.statuses(), settingsKeys.users()],
  dispositions: [settingsKeys.list('disposition')],
  tags: [settingsKeys.list('tag')],
  cancellationReasons: [settingsKeys.list('cancellationReason')],
  externalTransferPhonebook: [settingsKeys.phonebook()],
};

/**
 * Another admin's change (brand.adminSettingsUpdated, spec 001 §7) refreshes what this page shows of
 * that section, so two people editing settings at once see each other's work.
 */
export function useSettingsLiveRefresh(): void {
  const queryClient = useQueryClient();
  useServerEvent(ADMIN_SETTINGS_UPDATED_EVENT, (data) => {
    const section = typeof data === 'object' && data !== null ? Reflect.get(data, 'section') : undefined;
    const keys =
      typeof section === 'string' && Object.hasOwn(SECTION_KEYS, section) ? SECTION_KEYS[section] : undefined;
    for (const queryKey of keys ?? [settingsKeys.all]) void queryClient.invalidateQueries({ queryKey });
  });
}
