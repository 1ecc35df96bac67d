// The statuses a new brand starts with; admins change them in Settings. Exactly one is available,
// and Offline exists so the spec's last fall-back (spec 000 §4) names a real status.
export const DEFAULT_AGENT_STATUSES = [
  { name: 'Available', available: true },
  { name: 'Unavailable', available: false },
  { name: 'Break', available: false },
  { name: 'Lunch', available: false },
  { name: 'Training', available: false },
  { name: 'Offline', available: false },
] as const;
