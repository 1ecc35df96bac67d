import type { PrincipalName } from './authorization-world.ts';

// THE table of the authorization matrix (docs/security/authorization-matrix.md): for every GraphQL
// operation (`Query.x`, `Mutation.y`) and every REST route (`METHOD /path`), what each principal
// gets. A new operation or route without a line here fails the matrix test; so does a line whose
// operation no longer exists. Ids in every request are real objects of brand A.
//
// Outcomes:
//   ok              2xx, GraphQL data without errors
//   unauthenticated 401
//   forbidden       403, or the GraphQL code forbidden (brand_mismatch too)
//   notFound        404, or the GraphQL code not_found
//   hidden          forbidden or notFound: the object is not the principal's to see
//   reached         past the policy: anything but 401, 403 and 5xx (the use-case may still say
//                   404, 409 or 400 because the fixtures' state does not let it succeed)
//   invalid         400 or 409 before the policy: it could not be reached; say why in `note`
//   isolated        (another brand's admin) any answer but 401 and 5xx that contains none of brand
//                   A's marker strings; a write must leave brand A's rows unchanged
// Whatever is declared, a 5xx always fails, brand B's admin is always checked for leaks and
// unchanged rows, and a refused write by the agent must change nothing either.

export type Outcome =
  | 'ok'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'hidden'
  | 'reached'
  | 'invalid'
  | 'isolated';

export type Expectation = Record<PrincipalName, Outcome> & {
  /** Why an outcome is what it is (above all: a 400 that stops the request before its policy). */
  note?: string;
  /**
   * Authorization holes found and not fixed yet: the principal whose case fails today, and why.
   * The case is reported, not failed; once it passes, the test asks for the line to be removed.
   */
  knownFailures?: Partial<Record<PrincipalName, string>>;
};

/** Every signed-in user of the brand. */
const anyUser: Expectation = {
  anonymous: 'unauthenticated',
  agent: 'ok',
  supervisor: 'ok',
  admin: 'ok',
  otherBrandAdmin: 'isolated',
};
/** Admins and supervisors (core's isPrivileged); agents get 403. */
const staffOnly: Expectation = { ...anyUser, agent: 'forbidden' };
const adminOnly: Expectation = { ...staffOnly, supervisor: 'forbidden' };
/** The same outcome for everyone, signed in or not (sign-in, password reset, health). */
const everyone = (outcome: Outcome): Expectation => ({
  anonymous: outcome,
  agent: outcome,
  supervisor: outcome,
  admin: outcome,
  otherBrandAdmin: outcome,
});
/**
 * The live call (held by another agent of brand A): the agent is no participant; admins and
 * supervisors pass the policy, though the call may have moved on by their turn.
 */
const callWork: Expectation = { ...anyUser, agent: 'hidden', supervisor: 'reached', admin: 'reached' };
/** Any signed-in user passes; the matrix's server has no Gmail or Outlook client (400, a redirect, 404). */
const oauthNotConfigured: Expectation = {
  ...anyUser,
  agent: 'reached',
  supervisor: 'reached',
  admin: 'reached',
  note: 'Gmail and Outlook are not configured on the matrix’s server: 400 past the session check.',
};
/** Another agent's task or call that only the agent who holds it may act on. */
const holderOnly: Expectation = { ...anyUser, agent: 'hidden', supervisor: 'hidden', admin: 'hidden' };

export const EXPECTATIONS: Record<string, Expectation> = {
  // GraphQL queries
  'Query.agents': anyUser,
  'Query.brandContactLists': staffOnly,
  'Query.brandPhoneNumbers': staffOnly,
  'Query.brandStatuses': staffOnly,
  'Query.callRecordings': staffOnly,
  'Query.cancellationReasons': anyUser,
  'Query.dispositions': anyUser,
  'Query.effectiveTaskPreferences': anyUser,
  'Query.embeddingSettings': anyUser,
  'Query.externalTransferPhonebook': anyUser,
  // Issue 14: campaigns are staff's (docs/campaigns.md "Who"); a state move may find the shared
  // campaign in a state that refuses it (409), which is past the policy.
  'Query.campaigns': staffOnly,
  'Query.getCampaigns': staffOnly,
  'Query.reportingDashboard': staffOnly,
  'Query.reportingTasks': staffOnly,
  'Query.agentsOverview': staffOnly,
  'Query.parleyLive': staffOnly,
  'Query.campaign': staffOnly,
  'Query.campaignWithUnhiddenJourneys': staffOnly,
  'Query.getRenderedSMSCampaignTemplate': staffOnly,
  'Mutation.createCampaign': staffOnly,
  'Mutation.updateCampaign': { ...staffOnly, supervisor: 'reached', admin: 'reached' },
  'Mutation.duplicateCampaign': staffOnly,
  'Mutation.startCampaign': { ...staffOnly, supervisor: 'reached', admin: 'reached' },
  'Mutation.pauseCampaign': { ...staffOnly, supervisor: 'reached', admin: 'reached' },
  'Mutation.resumeCampaign': { ...staffOnly, supervisor: 'reached', admin: 'reached' },
  'Mutation.archiveCampaign': { ...staffOnly, supervisor: 'reached', admin: 'reached' },
  // Issue 14: the call restrictions and compliance settings are read by staff, changed by admins.
  'Query.complianceSettings': staffOnly,
  'Query.complianceHolidays': staffOnly,
  'Query.statesOfEmergency': staffOnly,
  'Query.doNotCallNumbers': staffOnly,
  'Query.outboundDecisions': staffOnly,
  'Mutation.saveDailyAvailableHours': adminOnly,
  'Mutation.saveDailyCallLimits': adminOnly,
  'Mutation.saveComplianceSettings': adminOnly,
  'Mutation.createComplianceHoliday': adminOnly,
  'Mutation.updateComplianceHoliday': adminOnly,
  'Mutation.deleteComplianceHoliday': adminOnly,
  'Mutation.createStateOfEmergency': adminOnly,
  'Mutation.updateStateOfEmergency': adminOnly,
  'Mutation.deleteStateOfEmergency': adminOnly,
  'Mutation.addDoNotCallNumber': adminOnly,
  // A number nobody listed: the admin passes the policy and hears 404.
  'Mutation.removeDoNotCallNumber': { ...adminOnly, admin: 'reached' },
  'Query.findAllAgents': anyUser,
  'Query.getAllSavedViewsForPage': anyUser,
  'Query.getAuthenticatedUser': anyUser,
  'Query.getCommunicationSources': anyUser,
  'Query.getDailyStats': anyUser,
  'Query.getEditableEventSchema': anyUser,
  'Query.getEventNames': anyUser,
  'Query.getEventSchema': anyUser,
  // The agent asks for their own reservations; admins and supervisors may ask for anyone's.
  'Query.getPendingReservationsByEmail': anyUser,
  'Query.getPhonesEmails': anyUser,
  'Query.getProfile': anyUser,
  'Query.getProfiles': anyUser,
  'Query.getProfilesById': anyUser,
  'Query.getJourneys': staffOnly,
  'Query.getTeams': anyUser,
  'Query.journey': staffOnly,
  'Query.journeyEdgeAnalytics': staffOnly,
  'Query.journeyNodeAnalytics': staffOnly,
  'Query.journeyRun': staffOnly,
  'Query.journeyTags': staffOnly,
  'Query.journeyUsers': staffOnly,
  'Query.journeyVersions': staffOnly,
  'Query.myContacts': anyUser,
  // Issue 17 item 3: an agent reads their own open tasks; admins and supervisors every one.
  'Query.openTasks': anyUser,
  'Query.previewSegmentCount': staffOnly,
  'Query.queues': anyUser,
  'Query.reassignReasons': staffOnly,
  // Issue 15: recent activity is staff's (docs/recent-activity.md "Who"), of their own brand.
  'Query.recentActivity': staffOnly,
  'Query.contactTimeline': anyUser,
  'Query.recentTaskFilters': anyUser,
  'Query.recentTasks': anyUser,
  'Query.reservations': anyUser,
  'Query.reservationsByEmail': anyUser,
  'Query.routingRules': anyUser,
  // The agent's own private list: theirs, and every privileged user's (spec 002 §6).
  'Query.savedView': anyUser,
  'Query.savedViewContacts': anyUser,
  'Query.searchContacts': anyUser,
  'Query.countContacts': anyUser,
  'Query.segment': staffOnly,
  'Query.segmentContacts': staffOnly,
  'Query.segments': staffOnly,
  'Query.skill': staffOnly,
  'Query.skills': staffOnly,
  'Query.tags': anyUser,
  'Query.taskCounts': {
    ...anyUser,
    note: 'Counts only; the supervisors’ pages show them, agents may read them.',
  },
  'Query.taskPreferences': anyUser,
  'Query.team': staffOnly,
  'Query.teams': staffOnly,
  'Query.user': staffOnly,
  'Query.userFeatureFlags': adminOnly,
  'Query.users': staffOnly,
  'Query.writeKeys': adminOnly,

  // GraphQL mutations
  // Manager actions (issue 17 item 4) on a task sid the schema's arguments make up: past the policy,
  // the use-case answers not_found.
  'Mutation.assignTask': { ...staffOnly, supervisor: 'reached', admin: 'reached' },
  'Mutation.cancelOpenTask': { ...staffOnly, supervisor: 'reached', admin: 'reached' },
  'Mutation.createBrandPhoneNumber': adminOnly,
  'Mutation.createBrandStatus': staffOnly,
  'Mutation.createCancellationReason': staffOnly,
  'Mutation.createDisposition': staffOnly,
  'Mutation.createExternalTransferPhonebookEntry': staffOnly,
  'Mutation.createJourney': adminOnly,
  'Mutation.createQueue': staffOnly,
  'Mutation.createRoutingRule': staffOnly,
  'Mutation.createSavedView': anyUser,
  'Mutation.createSegment': staffOnly,
  'Mutation.createSkill': staffOnly,
  'Mutation.createTag': staffOnly,
  'Mutation.createTeam': staffOnly,
  'Mutation.createUser': staffOnly,
  'Mutation.createWriteKey': adminOnly,
  'Mutation.deactivateUser': staffOnly,
  'Mutation.deleteBrandPhoneNumber': adminOnly,
  'Mutation.deleteBrandStatus': staffOnly,
  'Mutation.deleteCallRecording': adminOnly,
  'Mutation.deleteCancellationReason': staffOnly,
  'Mutation.deleteDisposition': staffOnly,
  'Mutation.deleteExternalTransferPhonebookEntry': staffOnly,
  'Mutation.deleteJourney': adminOnly,
  'Mutation.deleteQueue': staffOnly,
  'Mutation.deleteRoutingRule': staffOnly,
  'Mutation.deleteSavedView': anyUser,
  'Mutation.deleteSegment': staffOnly,
  'Mutation.deleteSkill': staffOnly,
  'Mutation.deleteTag': staffOnly,
  'Mutation.deleteTaskPreferenceVariant': staffOnly,
  'Mutation.deleteTeam': staffOnly,
  'Mutation.duplicateJourney': adminOnly,
  'Mutation.mergeContacts': adminOnly,
  'Mutation.publishJourney': adminOnly,
  'Mutation.reactivateUser': staffOnly,
  'Mutation.removeContactFromJourney': adminOnly,
  'Mutation.reorderBrandStatuses': staffOnly,
  'Mutation.reorderCancellationReasons': staffOnly,
  'Mutation.reorderDispositions': staffOnly,
  'Mutation.reorderRoutingRules': staffOnly,
  'Mutation.reorderTags': staffOnly,
  'Mutation.revokeWriteKey': adminOnly,
  'Mutation.saveEmbeddingSettings': staffOnly,
  'Mutation.saveJourneyDraft': adminOnly,
  'Mutation.saveTaskPreferences': staffOnly,
  // Issue 17 item 8: naming the brand's fields is an admin's (docs/conditions-contract.md "Field labels").
  'Mutation.setEventSchemaFieldLabel': adminOnly,
  'Mutation.setJourneyHidden': adminOnly,
  'Mutation.setUserFeatureFlag': adminOnly,
  'Mutation.startJourneyTestRun': adminOnly,
  // Each user sets their own status.
  'Mutation.updateAgent': anyUser,
  'Mutation.updateBrandPhoneNumber': adminOnly,
  'Mutation.updateBrandStatus': staffOnly,
  'Mutation.updateCancellationReason': staffOnly,
  'Mutation.updateDisposition': staffOnly,
  'Mutation.updateExternalTransferPhonebookEntry': staffOnly,
  'Mutation.updateQueue': staffOnly,
  'Mutation.updateRoutingRule': staffOnly,
  'Mutation.updateSavedView': anyUser,
  'Mutation.updateSegment': staffOnly,
  'Mutation.updateSkill': staffOnly,
  'Mutation.updateTag': staffOnly,
  'Mutation.updateTeam': staffOnly,
  'Mutation.updateUser': staffOnly,

  // REST: sessions and the transport
  'GET /api/auth/csrf-token': everyone('ok'),
  'GET /api/auth/session/check': anyUser,
  'GET /api/health': everyone('ok'),
  'GET /api/graphql': anyUser,
  'POST /api/graphql': anyUser,
  'POST /api/auth/sign-in': everyone('ok'),
  'POST /api/auth/session/create': everyone('ok'),
  'POST /api/auth/session/destroy': everyone('ok'),
  'POST /api/auth/send/reset-email': everyone('ok'),
  'POST /api/auth/verify/reset-token': {
    ...everyone('reached'),
    note: 'An unknown token: a 400, for everyone.',
  },
  'POST /api/auth/reset/password': { ...everyone('reached'), note: 'An unknown token: a 400, for everyone.' },
  // The stream of another brand: its slug in the path is refused (brand_mismatch).
  'GET /api/sse/:brandSlug': { ...anyUser, otherBrandAdmin: 'forbidden' },
  'POST /api/user-management/users/:userId/password-email': staffOnly,
  'GET /api/admin/mail-outbox': adminOnly,

  // REST: contacts, events, segments, files
  'POST /api/proxy/ingest': adminOnly,
  'GET /api/profile-feeds/profile/:profileId': anyUser,
  'GET /api/profile-feeds/spotlight-search': anyUser,
  'GET /api/v1/autocomplete-events/search': anyUser,
  'POST /api/segments/:id/uploadFile': staffOnly,
  'POST /api/compliance/do-not-call/upload': adminOnly,
  'GET /api/compliance/outbound-decisions.csv': staffOnly,
  // A recording is heard by admins, supervisors and the agent who made it (another agent made it).
  'GET /api/call-recordings/:id/audio': { ...anyUser, agent: 'hidden' },
  // Only an agent who was on the call uploads its recording: nobody here was.
  'POST /conv/call-recordings': holderOnly,
  'GET /api/voicemail-drops': anyUser,
  'POST /api/voicemail-drops': anyUser,
  // Any user of the brand may play a drop (the agent's own here).
  'GET /api/voicemail-drops/:id/audio': anyUser,
  // Only its owner deletes a drop (the agent's here).
  'DELETE /api/voicemail-drops/:id': { ...anyUser, supervisor: 'hidden', admin: 'hidden' },

  // REST: the Contact Simulator (admins only)
  'GET /api/simulator/calls': adminOnly,
  'GET /api/simulator/contacts': adminOnly,
  'GET /api/simulator/messages': adminOnly,
  'GET /api/simulator/emails': adminOnly,
  'POST /api/simulator/custom-task': adminOnly,
  'POST /api/simulator/inbound-call': adminOnly,
  'POST /api/simulator/inbound-email': adminOnly,
  'POST /api/simulator/inbound-sms': adminOnly,
  'POST /api/simulator/voicemail': adminOnly,
  'POST /api/simulator/calls/:callSid/answer': {
    ...adminOnly,
    admin: 'reached',
    note: 'The call is the contact’s inbound one: there is nothing for the contact to answer (409).',
  },
  'POST /api/simulator/calls/:callSid/hangup': adminOnly,

  // REST: tasks (the agent holds the SMS task)
  'POST /conv/tasks/accept': { ...holderOnly, agent: 'ok' },
  'POST /conv/tasks/reject': {
    ...holderOnly,
    agent: 'reached',
    note: 'The agent accepted the task already: nothing left to reject (404).',
  },
  'POST /conv/tasks/wrap-task': { ...anyUser, supervisor: 'reached', admin: 'reached' },
  'POST /conv/tasks/summarize-task': anyUser,
  'POST /conv/tasks/:taskSid/update': anyUser,
  'POST /conv/tasks/custom-task': anyUser,
  'POST /conv/tasks/manual-outbound-call-task': anyUser,
  'GET /conv/conversations/:conversationSid/messages': anyUser,
  'POST /conv/conversations/:conversationSid/messages': {
    ...anyUser,
    supervisor: 'reached',
    admin: 'reached',
    note: 'Only the agent holding the task texts: others get 409 “accept the task first”.',
  },
  'POST /conv/conversations/outbound-sms': anyUser,

  // REST: email (issue 16; the agent holds the email task and owns a mailbox)
  'GET /conv/email/mailboxes/mine': anyUser,
  'POST /conv/email/mailboxes/imap': {
    ...anyUser,
    agent: 'reached',
    supervisor: 'reached',
    admin: 'reached',
    note: 'The probe names a server that does not answer: 400 on imap.host past the policy.',
  },
  'PATCH /conv/email/mailboxes/:mailboxId': { ...holderOnly, agent: 'ok' },
  'POST /conv/email/mailboxes/:mailboxId/sign-out': { ...holderOnly, agent: 'ok' },
  'GET /conv/email/tasks/:taskSid/thread': anyUser,
  'PUT /conv/email/tasks/:taskSid/draft': {
    ...anyUser,
    supervisor: 'reached',
    admin: 'reached',
    note: 'Only the agent holding the task writes its email: others get 409 “accept the task first”.',
  },
  'DELETE /conv/email/tasks/:taskSid/draft': {
    ...anyUser,
    supervisor: 'reached',
    admin: 'reached',
    note: 'Only the agent holding the task writes its email: others get 409 “accept the task first”.',
  },
  'POST /conv/email/drafts/:draftId/attachments': { ...holderOnly, agent: 'ok' },
  'DELETE /conv/email/drafts/:draftId/attachments/:attachmentId': { ...holderOnly, agent: 'ok' },
  'GET /conv/email/attachments/:attachmentId': anyUser,
  'POST /conv/email/new-message': {
    ...anyUser,
    supervisor: 'reached',
    admin: 'reached',
    note: 'Only the agent holding the task writes its email: others get 409 “accept the task first”.',
  },
  'POST /conv/email/outbound-email': anyUser,
  // Gmail and Outlook through OAuth (docs/email.md): the matrix's server has no OAuth clients.
  'GET /conv/email/providers': anyUser,
  'GET /conv/gmail-integration/oauth-redirect-url': oauthNotConfigured,
  'GET /conv/outlook-integration/oauth-redirect-url': oauthNotConfigured,
  // The provider's redirect carries no session (SameSite=Strict): it only hands its answer to My
  // Settings, whose page completes it in the session (oauth-complete).
  'GET /conv/gmail-integration/oauth-callback': {
    ...everyone('reached'),
    note: 'A 302 to My Settings, for anyone.',
  },
  'GET /conv/outlook-integration/oauth-callback': {
    ...everyone('reached'),
    note: 'A 302 to My Settings, for anyone.',
  },
  'POST /conv/gmail-integration/oauth-complete': {
    ...oauthNotConfigured,
    note: 'Completing needs a configured provider: 400 “not configured” past the session check.',
  },
  'POST /conv/outlook-integration/oauth-complete': {
    ...oauthNotConfigured,
    note: 'Completing needs a configured provider: 400 “not configured” past the session check.',
  },
  'POST /conv/gmail-integration/auth/sign-out': {
    ...oauthNotConfigured,
    note: 'Only the user’s own mailbox of that provider signs out: the probe address is nobody’s (404).',
  },
  'POST /conv/outlook-integration/auth/sign-out': {
    ...oauthNotConfigured,
    note: 'Only the user’s own mailbox of that provider signs out: the probe address is nobody’s (404).',
  },

  // REST: the live call (another agent holds it)
  'GET /conv/conferences/active': anyUser,
  'GET /conv/conferences/:conferenceSid': { ...anyUser, agent: 'hidden' },
  'POST /conv/conferences/create-call': holderOnly,
  'POST /api/campaigns/skip-contact': holderOnly,
  'POST /conv/conferences/join-call': holderOnly,
  'POST /conv/conferences/add-participant': callWork,
  'POST /conv/conferences/manager-action': { ...staffOnly, supervisor: 'reached', admin: 'reached' },
  'DELETE /conv/conferences/manager-action/:conferenceSid/:participantSid': {
    ...staffOnly,
    supervisor: 'reached',
    admin: 'reached',
    note: 'The participant is the contact, no supervisor: 409 past the policy.',
  },
  'POST /conv/call-controls/hold': callWork,
  'POST /conv/call-controls/notify-mute': callWork,
  'POST /conv/call-controls/recordings': callWork,
  'POST /conv/call-controls/voicemail-drop': callWork,
  'POST /conv/call-controls/drop-participant': callWork,
  'POST /conv/call-controls/hangup': callWork,
  // The admin carries the contact's audio (the simulator placed the call): they may signal.
  'POST /conv/voice/signal': { ...holderOnly, admin: 'reached' },
  'POST /conv/transfers/agent': {
    ...callWork,
    agent: 'invalid',
    note: 'Policy not reached for the agent: the target’s availability is checked first (409).',
  },
  'POST /conv/transfers/queue': callWork,
  'POST /conv/transfers/external': callWork,
  'POST /conv/transfers/cancel': {
    ...callWork,
    agent: 'invalid',
    note: 'Policy not reached for the agent: the call’s task is no transfer in progress (409).',
  },
};
