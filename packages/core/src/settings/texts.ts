// Texts of the settings pages (Parley's wording: the spec names these pages but shows none of their
// texts). Success toasts follow spec 000 §8 ("X saved.", 3 s); empty states say what is missing and
// offer to create it.

export const SETTINGS_TEXTS = {
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  add: 'Add',
  edit: 'Edit',
  moveUp: 'Move up',
  moveDown: 'Move down',
  loadFailed: 'Could not load this page. Please try again.',
  retry: 'Try again',
  notFound: 'This item does not exist (any more).',
  backToList: 'Back to the list',
  confirmDeleteTitle: 'Delete for good?',
};

export const USER_TEXTS = {
  description:
    'Everyone who signs in to this brand: their roles, skills, teams and how much work they take at once.',
  newUser: 'New user',
  createUser: 'Create user',
  searchPlaceholder: 'Search by name or email',
  allRoles: 'All roles',
  allStatuses: 'All statuses',
  empty: 'No users yet.',
  noMatch: 'No users match these filters.',
  created: 'User created.',
  saved: 'User saved.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  roles: 'Roles',
  password: 'Initial password',
  passwordHint: 'Leave empty to email the user a link to choose one.',
  sendPasswordEmailOnCreate: 'Email a link to choose a password',
  skills: 'Skills',
  teams: 'Teams',
  capacity: 'Channel capacity',
  capacityHint: 'How many tasks of each kind the user works at once. 0 means none of that kind.',
  status: 'Status',
  noPassword: 'No password yet',
  adminOnly: 'Only an admin may edit an admin.',
  sendPasswordEmail: 'Email a password link',
  passwordEmailSent: (email: string) => `Password link sent to ${email}.`,
  total: (count: number) => (count === 1 ? '1 user' : `${count} users`),
  // Deactivation (docs/decisions/003-settings.md "Deactivated users").
  actions: 'Actions',
  deactivatedBadge: 'Deactivated',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivateLabel: (name: string) => `Deactivate ${name}`,
  reactivateLabel: (name: string) => `Reactivate ${name}`,
  confirmDeactivateTitle: (name: string) => `Deactivate ${name}?`,
  confirmDeactivateBody:
    'They are signed out everywhere at once and cannot sign in or reset their password. Tasks offered to them go to someone else; tasks they already accepted stay theirs. You can reactivate them later.',
  confirmReactivateTitle: (name: string) => `Reactivate ${name}?`,
  confirmReactivateBody: 'They can sign in again with their password and come back in an unavailable status.',
  deactivated: 'User deactivated.',
  reactivated: 'User reactivated.',
} as const;

export const TEAM_TEXTS = {
  description: 'Groups of users. Contact lists and saved views can be shared with teams.',
  newTeam: 'New team',
  createTeam: 'Create team',
  empty: 'No teams yet.',
  created: 'Team created.',
  saved: 'Team saved.',
  deleted: 'Team deleted.',
  name: 'Name',
  members: 'Members',
  deleteTitle: 'Delete this team?',
  deleteBody: 'Its members stay; they are only no longer in this team.',
} as const;

export const SKILL_TEXTS = {
  description: 'What agents can do. Queues send a task only to agents with every skill the queue requires.',
  newSkill: 'New skill',
  createSkill: 'Create skill',
  empty: 'No skills yet.',
  created: 'Skill created.',
  saved: 'Skill saved.',
  deleted: 'Skill deleted.',
  name: 'Name',
  users: 'Users with this skill',
  deleteTitle: 'Delete this skill?',
  deleteBody: 'Every user loses it. Queues that require it by name will no longer find agents with it.',
} as const;

export const STATUS_TEXTS = {
  title: 'Agent statuses',
  description:
    'The statuses agents choose from, in this order. Available statuses receive work. Deleting a status moves its agents to the first unavailable status.',
  empty: 'No statuses yet.',
  available: 'Available',
  unavailable: 'Unavailable',
  newStatus: 'New status',
  added: 'Status added.',
  saved: 'Status saved.',
  deleted: 'Status deleted.',
  reordered: 'Statuses reordered.',
} as const;

export const TASK_PREFERENCE_TEXTS = {
  description:
    'How the agent desktop treats tasks: the defaults apply to every task, and a variant changes some of them for tasks of one title.',
  defaultsName: 'Defaults',
  defaultsHint: 'Every task',
  variantHint: (variant: string) => `Tasks titled "${variant}"`,
  addVariant: 'Add variant',
  variantLabel: 'Task title',
  variantPlaceholder: 'Pick or type a task title',
  overrides: 'Overrides',
  nothingOverridden: 'Same as the defaults',
  override: 'Override the default',
  enabled: 'Enabled',
  inherited: 'From the defaults',
  openUrl: 'URL to open when the task has none',
  saved: 'Task preferences saved.',
  deleted: 'Variant deleted.',
  deleteVariant: 'Delete variant',
  deleteTitle: 'Delete this variant?',
  deleteBody: 'Tasks of this title will follow the defaults again.',
} as const;

export const QUEUE_TEXTS = {
  description: 'Queues hold tasks until an available agent with every required skill takes them.',
  newQueue: 'New queue',
  createQueue: 'Create queue',
  empty: 'No queues yet.',
  created: 'Queue created.',
  saved: 'Queue saved.',
  deleted: 'Queue deleted.',
  name: 'Name',
  requiredSkills: 'Required skills',
  requiredSkillsHint: 'An agent needs every one of them.',
  reservationTimeout: 'Reservation timeout (seconds)',
  reservationTimeoutHint: 'How long an agent has to accept an offered task before it goes to the next one.',
  transferEligible: 'Transfer eligible',
  transferEligibleHint: 'Agents can transfer tasks to this queue.',
  isDefault: 'Default queue',
  isDefaultHint: 'Tasks that no rule routes go here. A brand has exactly one.',
  defaultBadge: 'Default',
  waiting: 'Waiting',
  offered: 'Offered',
  deleteTitle: 'Delete this queue?',
  deleteBody: 'Rules that send tasks to it are deleted with it.',
} as const;

export const RULE_TEXTS = {
  description:
    'Rules are tried from the top: the first enabled rule whose conditions hold sends the task to its queue. Tasks no rule matches go to the default queue.',
  newRule: 'New rule',
  editRule: 'Edit rule',
  empty: 'No rules yet.',
  emptyHint: 'Every task goes to the default queue.',
  created: 'Rule created.',
  saved: 'Rule saved.',
  deleted: 'Rule deleted.',
  reordered: 'Rules reordered.',
  name: 'Name',
  queue: 'Send to queue',
  match: 'Match',
  conditions: 'Conditions',
  noConditions: 'No conditions: every task matches.',
  addCondition: 'Add condition',
  attribute: 'Attribute',
  operator: 'Operator',
  value: 'Value',
  values: 'Values',
  priority: 'Priority',
  priorityHint: 'Optional: the priority given to the task (higher is offered first).',
  enabled: 'Enabled',
  deleteTitle: 'Delete this rule?',
} as const;

export const ATTRIBUTE_TEXTS = {
  description:
    'The task attributes routing rules can test. A rule may also name any other attribute a task carries, or a dotted path into one (customer.tier).',
  name: 'Attribute',
  meaning: 'Meaning',
  values: 'Values',
  anyValue: 'Any text',
} as const;
