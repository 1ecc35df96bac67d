import type { GraphQLSchema } from 'graphql';
import { registerActivityGraphql } from './modules/activity/activity.graphql.ts';
import { registerAgentDesktopSettingsGraphql } from './modules/agent-desktop-settings/agent-desktop-settings.graphql.ts';
import { registerStatusesGraphql } from './modules/brands/statuses.graphql.ts';
import { registerCallRecordingsGraphql } from './modules/call-recordings/call-recordings.graphql.ts';
import { latestTaskRecordings } from './modules/call-recordings/latest-task-recordings.ts';
import { registerCampaignsGraphql } from './modules/campaigns/campaigns.graphql.ts';
import { registerComplianceGraphql } from './modules/compliance/compliance.graphql.ts';
import { registerSavedViewsGraphql } from './modules/contact-lists/saved-views.graphql.ts';
import { registerContactsGraphql } from './modules/contacts/contacts.graphql.ts';
import { registerEmbeddingGraphql } from './modules/embedding/embedding.graphql.ts';
import { registerEventsGraphql } from './modules/events/events.graphql.ts';
import { registerWriteKeysGraphql } from './modules/events/write-keys.graphql.ts';
import { registerJourneysGraphql } from './modules/journeys/journeys.graphql.ts';
import { registerPhoneNumbersGraphql } from './modules/phone-numbers/phone-numbers.graphql.ts';
import { registerPhonebookGraphql } from './modules/phonebook/phonebook.graphql.ts';
import { registerLiveGraphql } from './modules/reporting/live.graphql.ts';
import { registerReportingGraphql } from './modules/reporting/reporting.graphql.ts';
import { registerRoutingGraphql } from './modules/routing/routing.graphql.ts';
import { registerSegmentsGraphql } from './modules/segments/segments.graphql.ts';
import { reassignUsersStatus, syncUsersInStatus } from './modules/users/reassign-users-status.ts';
import { registerUsersGraphql } from './modules/users/users.graphql.ts';
import { createBuilder } from './platform/graphql/builder.ts';

/**
 * The whole code-first schema (composition root): each module adds its fields, and what one module
 * needs of another that sits above it is handed in here. Printed to schema.graphql (print-schema.ts).
 */
export function buildSchema(): GraphQLSchema {
  const builder = createBuilder();
  registerUsersGraphql(builder);
  // Recent tasks show their recording: call-recordings sits above routing.
  registerRoutingGraphql(builder, { taskRecordings: latestTaskRecordings });
  // Users depend on brands: a status change reaches the agents in it through the users module.
  registerStatusesGraphql(builder, { reassign: reassignUsersStatus, resync: syncUsersInStatus });
  registerAgentDesktopSettingsGraphql(builder);
  registerSavedViewsGraphql(builder);
  registerEventsGraphql(builder);
  registerContactsGraphql(builder);
  registerSegmentsGraphql(builder);
  registerEmbeddingGraphql(builder);
  registerPhonebookGraphql(builder);
  registerPhoneNumbersGraphql(builder);
  registerCallRecordingsGraphql(builder);
  registerWriteKeysGraphql(builder);
  registerJourneysGraphql(builder);
  registerComplianceGraphql(builder);
  registerCampaignsGraphql(builder);
  registerReportingGraphql(builder);
  registerLiveGraphql(builder);
  registerActivityGraphql(builder);
  return builder.toSchema();
}
