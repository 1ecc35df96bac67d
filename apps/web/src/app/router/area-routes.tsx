import type { LazyRouteFunction, RouteObject } from 'react-router';
import { lazyPage } from '../../shared/chunk-retry/lazy-page.ts';
import { PHONE_NUMBERS_NAV } from '../../shared/navigation/phone-numbers-nav.ts';
import { SETTINGS_DETAIL_PAGES, SETTINGS_NAV } from '../../shared/navigation/settings-nav.ts';
import { TRANSCRIPTS_NAV } from '../../shared/navigation/transcripts-nav.ts';
import type { SectionNavDefinition } from '../../shared/side-nav/section-nav-types.ts';
import { AccessGate } from './AccessGate.tsx';
import { pageRoute } from './page-route.tsx';
import { sectionNavRoutes } from './section-routes.tsx';

// Every area of spec 000 §2 with the nested routes of spec 001 §2 and spec 002 §2. Each page
// module is its own chunk, loaded on demand, and so is each area's layout (loaded beside its page):
// the route table itself is part of the first download, what the areas draw is not.
// An area is reachable when its rail entry is visible.

const agentDesktopLayout = lazyPage(
  () => import('../../features/agent-desktop/components/AgentDesktopLayout.tsx'),
  (m) => m.AgentDesktopLayout,
);

/** The layout of an area with a side navigation, for `nav`. */
function sectionNavLayout(nav: SectionNavDefinition): LazyRouteFunction<RouteObject> {
  return lazyPage(
    () => import('../side-nav/SectionNavLayout.tsx'),
    ({ SectionNavLayout }) =>
      function SectionNavArea() {
        return <SectionNavLayout nav={nav} />;
      },
  );
}

const agentDesktop = {
  currentTasks: lazyPage(
    () => import('../../features/agent-desktop/pages/CurrentTasksPage.tsx'),
    (m) => m.CurrentTasksPage,
  ),
  myContacts: lazyPage(
    () => import('../../features/contact-lists/pages/MyContactsPage.tsx'),
    (m) => m.MyContactsPage,
  ),
  contactList: lazyPage(
    () => import('../../features/contact-lists/pages/ContactListPage.tsx'),
    (m) => m.ContactListPage,
  ),
  mySettings: lazyPage(
    () => import('../../features/agent-desktop/pages/AgentMySettingsPage.tsx'),
    (m) => m.AgentMySettingsPage,
  ),
};
const parleyLive = lazyPage(
  () => import('../../features/parley-live/pages/ParleyLivePage.tsx'),
  (m) => m.ParleyLivePage,
);
const campaigns = lazyPage(
  () => import('../../features/campaigns/pages/CampaignsPage.tsx'),
  (m) => m.CampaignsPage,
);
const campaign = lazyPage(
  () => import('../../features/campaigns/pages/CampaignPage.tsx'),
  (m) => m.CampaignPage,
);
const campaignEditor = lazyPage(
  () => import('../../features/campaigns/pages/CampaignEditorPage.tsx'),
  (m) => m.CampaignEditorPage,
);
const journeys = lazyPage(
  () => import('../../features/journeys/pages/JourneysPage.tsx'),
  (m) => m.JourneysPage,
);
const journeyUsers = lazyPage(
  () => import('../../features/journeys/pages/JourneyUsersPage.tsx'),
  (m) => m.JourneyUsersPage,
);
const audience = lazyPage(
  () => import('../../features/audience/pages/AudiencePage.tsx'),
  (m) => m.AudiencePage,
);
const segments = lazyPage(
  () => import('../../features/segments/pages/SegmentsPage.tsx'),
  (m) => m.SegmentsPage,
);
const segmentEditor = lazyPage(
  () => import('../../features/segments/pages/SegmentEditorPage.tsx'),
  (m) => m.SegmentEditorPage,
);
const agents = lazyPage(
  () => import('../../features/agents/pages/AgentsPage.tsx'),
  (m) => m.AgentsPage,
);
const queues = lazyPage(
  () => import('../../features/queues/pages/QueuesPage.tsx'),
  (m) => m.QueuesPage,
);
const tasks = lazyPage(
  () => import('../../features/tasks/pages/TasksPage.tsx'),
  (m) => m.TasksPage,
);
const recentTasks = lazyPage(
  () => import('../../features/tasks/pages/RecentTasksPage.tsx'),
  (m) => m.RecentTasksPage,
);
const phoneNumbers = lazyPage(
  () => import('../../features/phone-numbers/pages/PhoneNumbersPage.tsx'),
  (m) => m.PhoneNumbersPage,
);
const transcripts = lazyPage(
  () => import('../../features/transcripts/pages/TranscriptsPage.tsx'),
  (m) => m.TranscriptsPage,
);
const recentActivity = lazyPage(
  () => import('../../features/recent-activity/pages/RecentActivityPage.tsx'),
  (m) => m.RecentActivityPage,
);
const aiAgents = lazyPage(
  () => import('../../features/ai-agents/pages/AiAgentsPage.tsx'),
  (m) => m.AiAgentsPage,
);
const reporting = lazyPage(
  () => import('../../features/reporting/pages/ReportingPage.tsx'),
  (m) => m.ReportingPage,
);
const settings = lazyPage(
  () => import('../../features/settings/pages/SettingsPage.tsx'),
  (m) => m.SettingsPage,
);
const admin = lazyPage(
  () => import('../../features/admin/pages/AdminPage.tsx'),
  (m) => m.AdminPage,
);
const contactSimulator = lazyPage(
  () => import('../../features/simulator/pages/ContactSimulatorPage.tsx'),
  (m) => m.ContactSimulatorPage,
);

export function areaRoutes(): RouteObject[] {
  return [
    {
      path: 'parley-live',
      element: <AccessGate railEntry="parleyLive" />,
      children: [pageRoute({ title: 'Parley Live', lazy: parleyLive })],
    },
    {
      path: 'agent',
      element: <AccessGate railEntry="agentDesktop" />,
      children: [
        {
          lazy: agentDesktopLayout,
          children: [
            pageRoute({ title: 'Current Tasks', lazy: agentDesktop.currentTasks }),
            pageRoute({ path: 'contacts', title: 'My Contacts', lazy: agentDesktop.myContacts }),
            pageRoute({ path: 'contacts/:listId', title: 'Contact List', lazy: agentDesktop.contactList }),
            pageRoute({ path: 'my-settings', title: 'My Settings', lazy: agentDesktop.mySettings }),
          ],
        },
      ],
    },
    {
      path: 'campaigns',
      element: <AccessGate railEntry="campaigns" />,
      children: [
        pageRoute({ title: 'Campaigns', lazy: campaigns }),
        pageRoute({ path: 'new', title: 'New Campaign', lazy: campaignEditor }),
        pageRoute({ path: ':campaignId', title: 'Campaign', lazy: campaign }),
        pageRoute({ path: ':campaignId/edit', title: 'Edit Campaign', lazy: campaignEditor }),
      ],
    },
    {
      path: 'journeys',
      element: <AccessGate railEntry="journeys" />,
      children: [
        pageRoute({ title: 'Journeys', lazy: journeys }),
        pageRoute({ path: 'new', title: 'New Journey', lazy: journeys }),
        pageRoute({ path: ':journeyId', title: 'Journey', lazy: journeys }),
      ],
    },
    {
      path: 'journeys-users/:journeyId',
      element: <AccessGate railEntry="journeys" />,
      children: [
        pageRoute({ title: 'Journey Users', lazy: journeyUsers }),
        pageRoute({ path: ':nodeId', title: 'Journey Users', lazy: journeyUsers }),
      ],
    },
    {
      path: 'audience',
      element: <AccessGate railEntry="audience" />,
      children: [pageRoute({ title: 'Audience', lazy: audience })],
    },
    {
      path: 'segments',
      element: <AccessGate railEntry="segments" />,
      children: [
        pageRoute({ title: 'Segments', lazy: segments }),
        pageRoute({ path: 'new', title: 'New Segment', lazy: segmentEditor }),
        pageRoute({ path: ':segmentId', title: 'Segment', lazy: segmentEditor }),
      ],
    },
    {
      path: 'agents',
      element: <AccessGate railEntry="agents" />,
      children: [pageRoute({ title: 'Agents', lazy: agents })],
    },
    {
      path: 'queues',
      element: <AccessGate railEntry="queues" />,
      children: [pageRoute({ title: 'Queues', lazy: queues })],
    },
    {
      element: <AccessGate railEntry="tasks" />,
      children: [
        pageRoute({ path: 'tasks', title: 'Tasks', lazy: tasks }),
        pageRoute({ path: 'recent-tasks', title: 'Recent Tasks', lazy: recentTasks }),
      ],
    },
    {
      path: 'phone-numbers',
      element: <AccessGate railEntry="phoneNumbers" />,
      children: [
        {
          lazy: sectionNavLayout(PHONE_NUMBERS_NAV),
          children: sectionNavRoutes(PHONE_NUMBERS_NAV, phoneNumbers),
        },
      ],
    },
    {
      path: 'transcripts',
      element: <AccessGate railEntry="transcripts" />,
      children: [
        {
          lazy: sectionNavLayout(TRANSCRIPTS_NAV),
          children: sectionNavRoutes(TRANSCRIPTS_NAV, transcripts, [
            { path: 'scorecards/:templateId', title: 'Scorecard' },
            { path: ':recordingSid', title: 'Recording' },
            { path: ':taskSid/:recordingSid/:contactPhone', title: 'Recording' },
          ]),
        },
      ],
    },
    {
      path: 'recent-activity',
      element: <AccessGate railEntry="recentActivity" />,
      children: [pageRoute({ title: 'Recent Activity', lazy: recentActivity })],
    },
    {
      path: 'ai-agents',
      element: <AccessGate railEntry="aiAgents" />,
      children: [
        pageRoute({ title: 'AI Agents', lazy: aiAgents }),
        pageRoute({ path: 'custom-agents', title: 'Custom Agents', lazy: aiAgents }),
        pageRoute({ path: 'custom-agents/edit/new', title: 'New Custom Agent', lazy: aiAgents }),
        pageRoute({
          path: 'custom-agents/edit/:agentId/:version',
          title: 'Edit Custom Agent',
          lazy: aiAgents,
        }),
        pageRoute({ path: 'knowledge-bases', title: 'Knowledge Bases', lazy: aiAgents }),
        pageRoute({ path: 'knowledge-bases/edit/new', title: 'New Knowledge Base', lazy: aiAgents }),
        pageRoute({ path: 'agent-templates', title: 'Agent Templates', lazy: aiAgents }),
      ],
    },
    {
      path: 'reporting',
      element: <AccessGate railEntry="reporting" />,
      children: [pageRoute({ title: 'Reporting', lazy: reporting })],
    },
    {
      path: 'settings',
      element: <AccessGate railEntry="settings" />,
      children: [
        {
          lazy: sectionNavLayout(SETTINGS_NAV),
          children: sectionNavRoutes(SETTINGS_NAV, settings, SETTINGS_DETAIL_PAGES),
        },
      ],
    },
    {
      // The mail outbox holds password-reset links of every user: admins only, as on the server.
      path: 'admin',
      element: <AccessGate requiredRole="admin" />,
      children: [pageRoute({ title: 'Admin', lazy: admin })],
    },
    {
      // The Contact Simulator plays the customer of the simulator carrier (DESIGN.md §5): admins only.
      path: 'dev/simulator',
      element: <AccessGate requiredRole="admin" />,
      children: [pageRoute({ title: 'Contact Simulator', lazy: contactSimulator })],
    },
  ];
}
