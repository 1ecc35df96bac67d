// spec 000 §4: "Agent status change: the status is looked up by name; if missing, fall back to the
// first non-available status, else Offline."
export type AvailableStatus = { name: string; available: boolean; activitySid: string };

export const OFFLINE_STATUS_NAME = 'Offline';

export function resolveAgentStatus(
  requestedName: string,
  statuses: readonly AvailableStatus[],
): { name: string; available: boolean; activitySid: string | null } {
  const exact = statuses.find((status) => status.name === requestedName);
  if (exact) return exact;
  const firstUnavailable = statuses.find((status) => !status.available);
  if (firstUnavailable) return firstUnavailable;
  return { name: OFFLINE_STATUS_NAME, available: false, activitySid: null };
}
