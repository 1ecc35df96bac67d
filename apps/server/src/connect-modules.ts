import { revokeAccountAccess } from './modules/auth/revoke-account-access.ts';
import { campaignEventsStored } from './modules/campaigns/campaign-events.ts';
import { connectCampaignsPorts } from './modules/campaigns/campaigns-ports.ts';
import { connectContactsPorts } from './modules/contacts/contacts-ports.ts';
import { connectEventsPorts } from './modules/events/events-ports.ts';
import { moveContactEvents } from './modules/events/move-contact-events.ts';
import { publishTaskCompleted, publishTaskCreated } from './modules/events/publish-task-events.ts';
import { journeyEventsStored } from './modules/journeys/engine/event-triggers.ts';
import { journeyContactsAddedToSegment } from './modules/journeys/engine/segment-triggers.ts';
import { listJourneysUsingCampaign } from './modules/journeys/list-journeys-using-campaign.ts';
import { rescindWorkerOffers } from './modules/routing/reservations/rescind-worker-offers.ts';
import { connectRoutingPorts } from './modules/routing/routing-ports.ts';
import { syncWorker } from './modules/routing/workers/sync-worker.ts';
import { carrySegmentMemberships } from './modules/segments/carry-segment-memberships.ts';
import { connectSegmentsPorts } from './modules/segments/segments-ports.ts';
import { connectUsersPorts } from './modules/users/users-ports.ts';

/**
 * Connects the ports through which a lower module calls one above it (docs/architecture.md "Module
 * boundaries"). Every entry point calls it before it touches a module: buildApp, the demo seed, the
 * operator's commands, the test factories and the benchmarks. Calling it again changes nothing.
 */
export function connectModules(): void {
  connectUsersPorts({ syncWorker, rescindWorkerOffers, revokeAccountAccess });
  connectContactsPorts({ moveContactEvents, carrySegmentMemberships });
  // Ingest tells journeys about stored events (event triggers enter contacts, waits end) and
  // campaigns (replies and conversions count for the campaign that reached the contact).
  connectEventsPorts({
    eventsStored: async (tx, options) => {
      await journeyEventsStored(tx, options);
      await campaignEventsStored(tx, options);
    },
  });
  // Campaigns ask journeys which of them use a campaign (campaignWithUnhiddenJourneys).
  connectCampaignsPorts({ journeysUsingCampaign: listJourneysUsingCampaign });
  // Segments tell journeys about contacts added to a static segment: such triggers enter them.
  connectSegmentsPorts({ contactsAddedToStaticSegment: journeyContactsAddedToSegment });
  // Routing tells events about the tasks it creates and completes: task.created, task.completed.
  connectRoutingPorts({ taskCreated: publishTaskCreated, taskCompleted: publishTaskCompleted });
}
