import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { importWithRetry } from '../../../shared/chunk-retry/import-with-retry.ts';

// Which page each settings path shows. The router (app/router/area-routes.tsx) sends every settings
// path to SettingsPage; this table picks the page, each its own chunk loaded on first visit, with
// the chunk retries of spec 000 §2. Paths are relative to /settings; the first match wins, so
// "…/new" comes before "…/:id". A path that is not here is not built yet.

type Page = LazyExoticComponent<ComponentType>;

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  return lazy(async () => ({ default: pick(await importWithRetry(load)) }));
}

const users = page(
  () => import('./UsersPage.tsx'),
  (m) => m.UsersPage,
);
const userForm = page(
  () => import('./UserFormPage.tsx'),
  (m) => m.UserFormPage,
);
const teams = page(
  () => import('./GroupPages.tsx'),
  (m) => m.TeamsPage,
);
const teamForm = page(
  () => import('./GroupPages.tsx'),
  (m) => m.TeamFormPage,
);
const skills = page(
  () => import('./GroupPages.tsx'),
  (m) => m.SkillsPage,
);
const skillForm = page(
  () => import('./GroupPages.tsx'),
  (m) => m.SkillFormPage,
);
const generalSettings = page(
  () => import('./GeneralSettingsPage.tsx'),
  (m) => m.GeneralSettingsPage,
);
const taskPreferences = page(
  () => import('./TaskPreferencesPage.tsx'),
  (m) => m.TaskPreferencesPage,
);
const taskPreferenceVariant = page(
  () => import('./TaskPreferenceVariantPage.tsx'),
  (m) => m.TaskPreferenceVariantPage,
);
const dispositions = page(
  () => import('./AgentDesktopListPages.tsx'),
  (m) => m.DispositionsPage,
);
const tags = page(
  () => import('./AgentDesktopListPages.tsx'),
  (m) => m.TagsPage,
);
const cancellationReasons = page(
  () => import('./AgentDesktopListPages.tsx'),
  (m) => m.CancellationReasonsPage,
);
const queues = page(
  () => import('./QueuesPage.tsx'),
  (m) => m.QueuesPage,
);
const queueForm = page(
  () => import('./QueueFormPage.tsx'),
  (m) => m.QueueFormPage,
);
const rules = page(
  () => import('./RoutingRulesPage.tsx'),
  (m) => m.RoutingRulesPage,
);
const attributes = page(
  () => import('./RoutingAttributesPage.tsx'),
  (m) => m.RoutingAttributesPage,
);
const phonebook = page(
  () => import('./ExternalTransferPhonebookPage.tsx'),
  (m) => m.ExternalTransferPhonebookPage,
);
const phoneNumbers = page(
  () => import('./ActivePhoneNumbersPage.tsx'),
  (m) => m.ActivePhoneNumbersPage,
);
const voicemailDrops = page(
  () => import('./VoicemailDropsPage.tsx'),
  (m) => m.VoicemailDropsPage,
);
// The agent's mailboxes belong to the mailboxes feature; the desk's /agent/my-settings shows them too.
const agentIntegrations = page(
  () => import('../../mailboxes/pages/AgentIntegrationsPage.tsx'),
  (m) => m.AgentIntegrationsPage,
);
// The brand's shared mailboxes: the mailboxes feature's page (docs/email.md "Mailboxes").
const brandMailboxes = page(
  () => import('../../mailboxes/pages/BrandMailboxesPage.tsx'),
  (m) => m.BrandMailboxesPage,
);
const recordings = page(
  () => import('./RecordingsPage.tsx'),
  (m) => m.RecordingsPage,
);
const apiKeys = page(
  () => import('./ApiKeysPage.tsx'),
  (m) => m.ApiKeysPage,
);
const contactLists = page(
  () => import('./ContactListsSettingsPage.tsx'),
  (m) => m.ContactListsSettingsPage,
);
const dailyAvailableHours = page(
  () => import('./CallRestrictionsHoursPage.tsx'),
  (m) => m.CallRestrictionsHoursPage,
);
const holidays = page(
  () => import('./CallRestrictionsHolidaysPage.tsx'),
  (m) => m.CallRestrictionsHolidaysPage,
);
const dailyCallLimits = page(
  () => import('./CallRestrictionsLimitsPage.tsx'),
  (m) => m.CallRestrictionsLimitsPage,
);
const statesOfEmergency = page(
  () => import('./CallRestrictionsEmergenciesPage.tsx'),
  (m) => m.CallRestrictionsEmergenciesPage,
);
const complianceSettings = page(
  () => import('./ComplianceSettingsPage.tsx'),
  (m) => m.ComplianceSettingsPage,
);

export const SETTINGS_PAGES: readonly { path: string; Page: Page }[] = [
  { path: 'general-settings', Page: generalSettings },
  { path: 'user-management/users', Page: users },
  { path: 'user-management/users/new', Page: userForm },
  { path: 'user-management/users/:userId', Page: userForm },
  { path: 'user-management/teams', Page: teams },
  { path: 'user-management/teams/new', Page: teamForm },
  { path: 'user-management/teams/:teamId', Page: teamForm },
  { path: 'user-management/skills', Page: skills },
  { path: 'user-management/skills/new', Page: skillForm },
  { path: 'user-management/skills/:skillId', Page: skillForm },
  { path: 'agent-desktop/task-preferences', Page: taskPreferences },
  { path: 'agent-desktop/task-preferences/:variant', Page: taskPreferenceVariant },
  { path: 'agent-desktop/dispositions', Page: dispositions },
  { path: 'agent-desktop/tags', Page: tags },
  { path: 'agent-desktop/cancellation-reasons', Page: cancellationReasons },
  { path: 'routing-rules/rules', Page: rules },
  { path: 'routing-rules/queues', Page: queues },
  { path: 'routing-rules/queues/new', Page: queueForm },
  { path: 'routing-rules/queues/:queueId', Page: queueForm },
  { path: 'routing-rules/attributes', Page: attributes },
  { path: 'call-restrictions/contact-restrictions', Page: dailyAvailableHours },
  { path: 'call-restrictions/holidays', Page: holidays },
  { path: 'call-restrictions/call-limits', Page: dailyCallLimits },
  { path: 'call-restrictions/state-of-emergency', Page: statesOfEmergency },
  { path: 'compliance-settings', Page: complianceSettings },
  { path: 'contact-lists', Page: contactLists },
  { path: 'external-transfer-phonebook', Page: phonebook },
  { path: 'phone-numbers', Page: phoneNumbers },
  { path: 'recordings', Page: recordings },
  { path: 'my-settings/agent-integrations', Page: agentIntegrations },
  { path: 'my-settings/agent-recordings', Page: voicemailDrops },
  { path: 'integrations/api-keys', Page: apiKeys },
  { path: 'integrations/brand-mailboxes', Page: brandMailboxes },
];
