import {
  ADMIN_SETTINGS_UPDATED_EVENT,
  type AdminSettingsSection,
  type AdminSettingsUpdatedData,
} from '@parley/core/brands/stream-events';
import type { EventBus } from '../../platform/realtime/event-bus.ts';

/**
 * spec 001 §7: brand.adminSettingsUpdated makes open agent desktops reload the brand. Published to
 * the whole brand after the change committed.
 */
export async function publishAdminSettingsUpdated(
  bus: EventBus,
  options: { brandId: string; section: AdminSettingsSection; now?: Date },
): Promise<void> {
  const data: AdminSettingsUpdatedData = {
    section: options.section,
    updatedAt: (options.now ?? new Date()).toISOString(),
  };
  await bus.publish({ brandId: options.brandId, name: ADMIN_SETTINGS_UPDATED_EVENT, data });
}
