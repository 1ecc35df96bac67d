import {
  IconAddressBook,
  IconAdjustments,
  IconArrowsSplit,
  IconDatabase,
  IconHeadset,
  IconList,
  IconMicrophone,
  IconPhone,
  IconPhoneOff,
  IconPlugConnected,
  IconSitemap,
  IconUserCog,
  IconUsers,
} from '@tabler/icons-react';
import type { SectionDetailPage, SectionNavDefinition } from '../side-nav/section-nav-types.ts';

// spec 002 §2 "Settings side navigation" with the paths of spec 001 §2 "Settings routes".
// Paths the spec leaves open are ours: call-restrictions/*, agent-desktop/permissions.
export const SETTINGS_NAV: SectionNavDefinition = {
  title: 'Settings',
  basePath: '/settings',
  sections: [
    { kind: 'link', label: 'General Settings', to: 'general-settings', icon: IconAdjustments },
    {
      kind: 'group',
      label: 'My Settings',
      icon: IconUserCog,
      base: 'my-settings',
      items: [
        { label: 'Integrations', to: 'my-settings/agent-integrations' },
        { label: 'My Pre-recorded Voicemail Drops', to: 'my-settings/agent-recordings' },
      ],
    },
    {
      kind: 'group',
      label: 'Agent Desktop',
      icon: IconHeadset,
      base: 'agent-desktop',
      items: [
        { label: 'Task Preferences', to: 'agent-desktop/task-preferences' },
        { label: 'Dispositions', to: 'agent-desktop/dispositions' },
        { label: 'Tags', to: 'agent-desktop/tags' },
        { label: 'Cancellation Reasons', to: 'agent-desktop/cancellation-reasons' },
        { label: 'Templates', to: 'agent-desktop/templates' },
        // spec 000 §6: the agent-desktop permissions page is behind a feature flag.
        {
          label: 'Agent Desktop Permissions',
          to: 'agent-desktop/permissions',
          flag: 'agentDesktopPermissions',
        },
      ],
    },
    {
      kind: 'group',
      label: 'User Management',
      icon: IconUsers,
      base: 'user-management',
      // spec 000 §6: user management is behind a feature flag.
      flag: 'userManagement',
      items: [
        { label: 'Users', to: 'user-management/users' },
        { label: 'Teams', to: 'user-management/teams' },
        { label: 'Skills', to: 'user-management/skills' },
      ],
    },
    {
      kind: 'group',
      label: 'Call Restrictions',
      icon: IconPhoneOff,
      base: 'call-restrictions',
      items: [
        { label: 'Daily Available Hours', to: 'call-restrictions/contact-restrictions' },
        { label: 'Holidays', to: 'call-restrictions/holidays' },
        { label: 'Daily Call Limits', to: 'call-restrictions/call-limits' },
        { label: 'State of Emergency', to: 'call-restrictions/state-of-emergency' },
      ],
    },
    {
      kind: 'link',
      label: 'External Transfer Phonebook',
      to: 'external-transfer-phonebook',
      icon: IconAddressBook,
    },
    { kind: 'link', label: 'Contact Lists', to: 'contact-lists', icon: IconList },
    {
      kind: 'group',
      label: 'Task Routing',
      icon: IconArrowsSplit,
      base: 'routing-rules',
      items: [
        { label: 'Rules', to: 'routing-rules/rules' },
        { label: 'Queues', to: 'routing-rules/queues' },
        { label: 'Attributes', to: 'routing-rules/attributes' },
      ],
    },
    { kind: 'link', label: 'Active Phone Numbers', to: 'phone-numbers', icon: IconPhone },
    { kind: 'link', label: 'IVRs', to: 'ivrs', icon: IconSitemap },
    { kind: 'link', label: 'Recordings', to: 'recordings', icon: IconMicrophone },
    {
      kind: 'group',
      label: 'Data Management',
      icon: IconDatabase,
      base: 'data-management',
      items: [
        { label: 'Objects', to: 'data-management/object-types' },
        { label: 'Events', to: 'data-management/events' },
      ],
    },
    // spec 002 §2 names an Integrations section and no pages in it: API keys (brand write keys,
    // docs/write-keys.md) and Brand mailboxes (the brand's shared mailboxes, docs/email.md) are ours.
    // /settings/integrations leads to its first page.
    {
      kind: 'group',
      label: 'Integrations',
      icon: IconPlugConnected,
      base: 'integrations',
      items: [
        { label: 'API keys', to: 'integrations/api-keys' },
        { label: 'Brand mailboxes', to: 'integrations/brand-mailboxes' },
      ],
    },
  ],
};

/** Settings pages reached from a list page rather than the navigation (spec 001 §2, spec 002 §2). */
export const SETTINGS_DETAIL_PAGES: readonly SectionDetailPage[] = [
  { path: 'agent-desktop/task-preferences/:variant', title: 'Task Preferences' },
  { path: 'agent-desktop/templates/:templateId', title: 'Template' },
  { path: 'user-management/users/new', title: 'New User', flag: 'userManagement' },
  { path: 'user-management/users/:userId', title: 'Edit User', flag: 'userManagement' },
  { path: 'user-management/teams/new', title: 'New Team', flag: 'userManagement' },
  { path: 'user-management/teams/:teamId', title: 'Edit Team', flag: 'userManagement' },
  { path: 'user-management/skills/new', title: 'New Skill', flag: 'userManagement' },
  { path: 'user-management/skills/:skillId', title: 'Edit Skill', flag: 'userManagement' },
  { path: 'routing-rules/queues/new', title: 'New Queue' },
  { path: 'routing-rules/queues/:queueId', title: 'Edit Queue' },
  { path: 'ivrs/new', title: 'New IVR' },
  { path: 'ivrs/:ivrId', title: 'Edit IVR' },
  { path: 'data-management/object-types/:objectType', title: 'Object' },
  { path: 'data-management/events/:eventType/:eventName', title: 'Event' },
  // spec 001 §2 lists these settings routes; spec 002 §2 gives them no navigation entry.
  { path: 'compliance-settings', title: 'Compliance Settings' },
  { path: 'your-data', title: 'Your Data' },
];
