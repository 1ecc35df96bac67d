// TanStack Query keys of the settings pages: one root, so a change can refresh what depends on it.
export const settingsKeys = {
  all: ['settings'] as const,
  users: () => ['settings', 'users'] as const,
  userPage: (filters: object) => ['settings', 'users', 'page', filters] as const,
  user: (id: string) => ['settings', 'users', 'one', id] as const,
  teams: () => ['settings', 'teams'] as const,
  team: (id: string) => ['settings', 'teams', 'one', id] as const,
  skills: () => ['settings', 'skills'] as const,
  skill: (id: string) => ['settings', 'skills', 'one', id] as const,
  statuses: () => ['settings', 'statuses'] as const,
  list: (kind: string) => ['settings', 'agent-desktop-list', kind] as const,
  taskPreferences: () => ['settings', 'task-preferences'] as const,
  queues: () => ['settings', 'queues'] as const,
  rules: () => ['settings', 'routing-rules'] as const,
  contactLists: () => ['settings', 'contact-lists'] as const,
  contactListPage: (filters: object) => ['settings', 'contact-lists', 'page', filters] as const,
  phonebook: () => ['settings', 'external-transfer-phonebook'] as const,
  voicemailDrops: () => ['settings', 'voicemail-drops'] as const,
  phoneNumbers: () => ['settings', 'phone-numbers'] as const,
  /** Every page of the recordings list (a delete moves the rows after it up). */
  callRecordingPages: () => ['settings', 'call-recordings'] as const,
  callRecordings: (page: number) => ['settings', 'call-recordings', page] as const,
  /** Every page of the API keys list. */
  writeKeyPages: () => ['settings', 'write-keys'] as const,
  writeKeys: (page: number) => ['settings', 'write-keys', page] as const,
};
