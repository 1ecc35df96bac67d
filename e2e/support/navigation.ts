// What the navigation must offer, written from the spec (not imported from the app), so a renamed
// label or a moved path fails here. Paths the spec leaves open are Parley's (settings-nav.ts).

export type RailExpectation = {
  /** The rail entry's accessible name (spec 002 §2 "Main icon rail"). */
  label: string;
  /** Where clicking it leads (spec 000 §2 routes). */
  path: string;
  /** The page name in the document title '{page} | {brand}'. */
  pageTitle: string;
};

/** spec 002 §2: every rail entry, in rail order; the demo admin sees all of them. */
export const RAIL: readonly RailExpectation[] = [
  { label: 'Parley Live', path: '/parley-live', pageTitle: 'Parley Live' },
  // spec 002 §2 "Agent area": /agent is Current Tasks.
  { label: 'Agent Desktop', path: '/agent', pageTitle: 'Current Tasks' },
  { label: 'Campaigns', path: '/campaigns', pageTitle: 'Campaigns' },
  { label: 'Journeys', path: '/journeys', pageTitle: 'Journeys' },
  { label: 'Audience', path: '/audience', pageTitle: 'Audience' },
  { label: 'Segments', path: '/segments', pageTitle: 'Segments' },
  { label: 'Agents', path: '/agents', pageTitle: 'Agents' },
  { label: 'Queues', path: '/queues', pageTitle: 'Queues' },
  { label: 'Tasks', path: '/tasks', pageTitle: 'Tasks' },
  // Areas with a side navigation open their first page.
  { label: 'Phone Numbers', path: '/phone-numbers/business-profile', pageTitle: 'Business Profile' },
  { label: 'Conversation Intelligence', path: '/transcripts', pageTitle: 'Recordings & Transcripts' },
  { label: 'Recent Activity', path: '/recent-activity', pageTitle: 'Recent Activity' },
  { label: 'AI Agents', path: '/ai-agents', pageTitle: 'AI Agents' },
  { label: 'Reporting', path: '/reporting', pageTitle: 'Reporting' },
  { label: 'Settings', path: '/settings/general-settings', pageTitle: 'General Settings' },
];

export type SideNavExpectation = {
  /** The page's label in the side navigation. */
  label: string;
  /** The group it sits in, if any (groups fold open on click). */
  group?: string;
  /** The path it opens. */
  path: string;
};

export type SideNavArea = { title: string; entry: string; pages: readonly SideNavExpectation[] };

/** spec 002 §2 "Settings side navigation", every section and page in order. */
export const SETTINGS_NAV: SideNavArea = {
  title: 'Settings',
  entry: '/settings',
  pages: [
    { label: 'General Settings', path: '/settings/general-settings' },
    { group: 'My Settings', label: 'Integrations', path: '/settings/my-settings/agent-integrations' },
    {
      group: 'My Settings',
      label: 'My Pre-recorded Voicemail Drops',
      path: '/settings/my-settings/agent-recordings',
    },
    { group: 'Agent Desktop', label: 'Task Preferences', path: '/settings/agent-desktop/task-preferences' },
    { group: 'Agent Desktop', label: 'Dispositions', path: '/settings/agent-desktop/dispositions' },
    { group: 'Agent Desktop', label: 'Tags', path: '/settings/agent-desktop/tags' },
    {
      group: 'Agent Desktop',
      label: 'Cancellation Reasons',
      path: '/settings/agent-desktop/cancellation-reasons',
    },
    { group: 'Agent Desktop', label: 'Templates', path: '/settings/agent-desktop/templates' },
    {
      group: 'Agent Desktop',
      label: 'Agent Desktop Permissions',
      path: '/settings/agent-desktop/permissions',
    },
    { group: 'User Management', label: 'Users', path: '/settings/user-management/users' },
    { group: 'User Management', label: 'Teams', path: '/settings/user-management/teams' },
    { group: 'User Management', label: 'Skills', path: '/settings/user-management/skills' },
    {
      group: 'Call Restrictions',
      label: 'Daily Available Hours',
      path: '/settings/call-restrictions/contact-restrictions',
    },
    { group: 'Call Restrictions', label: 'Holidays', path: '/settings/call-restrictions/holidays' },
    {
      group: 'Call Restrictions',
      label: 'Daily Call Limits',
      path: '/settings/call-restrictions/call-limits',
    },
    {
      group: 'Call Restrictions',
      label: 'State of Emergency',
      path: '/settings/call-restrictions/state-of-emergency',
    },
    { label: 'External Transfer Phonebook', path: '/settings/external-transfer-phonebook' },
    { label: 'Contact Lists', path: '/settings/contact-lists' },
    { group: 'Task Routing', label: 'Rules', path: '/settings/routing-rules/rules' },
    { group: 'Task Routing', label: 'Queues', path: '/settings/routing-rules/queues' },
    { group: 'Task Routing', label: 'Attributes', path: '/settings/routing-rules/attributes' },
    { label: 'Active Phone Numbers', path: '/settings/phone-numbers' },
    { label: 'IVRs', path: '/settings/ivrs' },
    { label: 'Recordings', path: '/settings/recordings' },
    { group: 'Data Management', label: 'Objects', path: '/settings/data-management/object-types' },
    { group: 'Data Management', label: 'Events', path: '/settings/data-management/events' },
    // Ours (docs/write-keys.md, docs/email.md): the spec's Integrations section holds these pages.
    { group: 'Integrations', label: 'API keys', path: '/settings/integrations/api-keys' },
    { group: 'Integrations', label: 'Brand mailboxes', path: '/settings/integrations/brand-mailboxes' },
  ],
};

/** spec 002 §2 "Phone Numbers side navigation". */
export const PHONE_NUMBERS_NAV: SideNavArea = {
  title: 'Phone Numbers',
  entry: '/phone-numbers',
  pages: [
    { label: 'Business Profile', path: '/phone-numbers/business-profile' },
    { label: 'Branded Caller ID', path: '/phone-numbers/branded-phone-numbers' },
  ],
};

/** spec 002 §2 "Conversation Intelligence side navigation (under /transcripts)". */
export const TRANSCRIPTS_NAV: SideNavArea = {
  title: 'Conversation Intelligence',
  entry: '/transcripts',
  pages: [
    { label: 'Recordings & Transcripts', path: '/transcripts' },
    { label: 'Moments', path: '/transcripts/trackers' },
    { label: 'Scorecards', path: '/transcripts/scorecards' },
    { label: 'Insights', path: '/transcripts/insights' },
    { label: 'Custom Analysis', path: '/transcripts/custom-analysis' },
  ],
};
