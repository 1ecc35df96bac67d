import { channelLabel } from '@parley/core/common/channels';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import type { OpenTask } from '../api/open-tasks-api.ts';

/** How the Tasks page names an open task: the contact, else their number, the title or the channel. */
export function openTaskContact(task: OpenTask): { name: string; detail: string | null } {
  const phone = task.contactPhone ? formatPhoneForDisplay(task.contactPhone) : null;
  if (task.contactName) return { name: task.contactName, detail: phone };
  return { name: phone ?? task.title ?? channelLabel(task.channel), detail: null };
}
