// Where the settings pages live (spec 001 §2 settings routes, spec 002 §2 settings navigation).
const base = '/settings';
const segment = (value: string) => encodeURIComponent(value);

export const SETTINGS_PATHS = {
  users: `${base}/user-management/users`,
  newUser: `${base}/user-management/users/new`,
  user: (id: string) => `${base}/user-management/users/${segment(id)}`,
  teams: `${base}/user-management/teams`,
  newTeam: `${base}/user-management/teams/new`,
  team: (id: string) => `${base}/user-management/teams/${segment(id)}`,
  skills: `${base}/user-management/skills`,
  newSkill: `${base}/user-management/skills/new`,
  skill: (id: string) => `${base}/user-management/skills/${segment(id)}`,
  taskPreferences: `${base}/agent-desktop/task-preferences`,
  taskPreferenceVariant: (variant: string) => `${base}/agent-desktop/task-preferences/${segment(variant)}`,
  queues: `${base}/routing-rules/queues`,
  newQueue: `${base}/routing-rules/queues/new`,
  queue: (sid: string) => `${base}/routing-rules/queues/${segment(sid)}`,
  rules: `${base}/routing-rules/rules`,
} as const;
