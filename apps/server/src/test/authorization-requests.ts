import { AROUND_THE_CLOCK_HOURS } from '@parley/core/compliance/compliance-model';
import { SIMULATOR_BRAND_NUMBER } from '@parley/core/simulator/rules';
import type { InjectOptions } from 'fastify';
import { worldCampaignInput } from '../modules/campaigns/campaigns-test-kit.ts';
import { pageQueryText } from '../modules/contact-lists/saved-views-test-kit.ts';
import { worldJourneyDefinition } from '../modules/journeys/journeys-test-kit.ts';
import { firstNameTree } from '../modules/segments/segments-test-kit.ts';
import { EMAIL_REST_SPECS } from './authorization-email-requests.ts';
import { graphqlData, multipart, wavAudio } from './authorization-fixtures.ts';
import {
  ENTITIES,
  type Entity,
  nextHolidayDay,
  type PrincipalName,
  type World,
} from './authorization-world.ts';
import type { ArgumentHints, ArgumentSite } from './schema-arguments.ts';
import { uniqueText } from './schema-arguments.ts';
import type { TestClient } from './test-app.ts';

// How the authorization matrix makes each request meaningful: GraphQL arguments the schema's types
// cannot tell (which id, which email, a valid condition tree), and the body of each REST route.
// Ids always name brand A's real objects, whoever asks.

/** When a case runs: reads first, then writes, then what consumes shared state, the live call last. */
export type Phase = 'read' | 'write' | 'consume' | 'endCall';

const VERB =
  /^(get|create|update|delete|deactivate|reactivate|revoke|reorder|save|set|merge|publish|duplicate|start|pause|resume|archive)(?=[A-Z])/;

/** The kind of object an operation's `id`/`ids` names: the noun after its verb (`deleteTeam` → team). */
export function entityOf(operationName: string): Entity | null {
  const noun = operationName.replace(VERB, '');
  const lower = noun.charAt(0).toLowerCase() + noun.slice(1);
  const matches = ENTITIES.filter((entity) => lower.startsWith(entity));
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** GraphQL operations that delete or use up their object: each principal gets a new one. */
export function graphqlPhase(operationName: string, kind: 'query' | 'mutation'): Phase {
  if (kind === 'query') return 'read';
  return /^(delete|deactivate|revoke|merge)[A-Z]/.test(operationName) ? 'consume' : 'write';
}

const probeEmail = () => `${uniqueText('probe').replace(' ', '-')}@example.test`;

/** Every id of a reorderable list, as brand A's admin reads it (a reorder must name them all). */
async function allIds(w: World, operationName: string): Promise<string[]> {
  const list = operationName.replace('reorder', '');
  const query = list.charAt(0).toLowerCase() + list.slice(1);
  const rows = await graphqlData<{ id: string }[]>(w.clients.admin, `{ ${query} { id } }`);
  return rows.map((row) => row.id).reverse();
}

/** A holiday on a day of its own (holidays never overlap), a state of emergency in a real state. */
function complianceInput(operation: string): Record<string, unknown> | undefined {
  if (operation.endsWith('ComplianceHoliday')) {
    const day = nextHolidayDay();
    return { name: uniqueText('probe'), startDate: day, endDate: day };
  }
  if (operation.endsWith('StateOfEmergency'))
    return {
      name: uniqueText('probe'),
      states: ['FL'],
      areaCodes: [],
      startDate: '2031-02-01',
      endDate: '2031-02-02',
    };
  return undefined;
}

export function graphqlHints(w: World, consumes: boolean): ArgumentHints {
  return (site: ArgumentSite) => {
    const operation = site.operation.name;
    const top = site.path.length === 1;
    switch (site.name) {
      case 'id':
      case 'sid': {
        const entity = entityOf(operation);
        if (!entity) return undefined;
        return consumes ? w.fresh(entity) : w.ids[entity];
      }
      case 'ids':
        return operation.startsWith('reorder') ? allIds(w, operation) : undefined;
      case 'userId':
        return w.ids.user;
      case 'userIds':
      case 'memberIds':
        return [w.ids.user];
      case 'teamIds':
        return [w.ids.team];
      case 'skillIds':
        return [w.ids.skill];
      case 'queueSid':
        return w.ids.queue;
      case 'workerSid':
        return w.agentWorkerSid;
      case 'email':
        if (site.typeName !== 'String') return undefined;
        return top ? w.users.agent.email : probeEmail();
      case 'voice':
      case 'sms':
        return true;
      case 'profileId':
      case 'survivorProfileId':
        return w.ids.contact;
      case 'mergedProfileId':
        return w.fresh('contact');
      case 'profileIds':
        return [w.ids.contact];
      case 'phoneNumber':
        return w.uniquePhone();
      case 'channel':
        return top ? 'voice' : undefined;
      case 'eventType':
        return 'track';
      case 'eventName':
        return w.eventName;
      // A learned field of brand A's event (setEventSchemaFieldLabel).
      case 'fieldId':
        return `track:${w.eventName}:plan`;
      case 'page':
        return site.typeName === 'String' ? '/agent/contacts' : 0;
      case 'size':
        return 10;
      case 'pageQuery':
        return pageQueryText();
      case 'conditions':
        return site.typeName === 'JSON' ? firstNameTree(`${w.marker} Contact`) : undefined;
      case 'type':
        return operation === 'createSegment' ? 'dynamic' : undefined;
      case 'roles':
        return ['agent'];
      case 'key':
        return 'tasks';
      case 'value':
        return operation === 'setUserFeatureFlag' ? true : undefined;
      case 'variant':
        return consumes ? w.fresh('taskPreferenceVariant') : w.ids.taskPreferenceVariant;
      case 'overrides':
        return { callsAutoAccept: true };
      case 'status':
        return operation === 'updateAgent' ? 'Unavailable' : undefined;
      // Searches ask for brand A's contacts by what only they are called.
      case 'query':
        return `${w.marker} Contact`;
      case 'contains':
        return w.marker;
      case 'journeyId':
        return w.ids.journey;
      case 'runId':
        return w.journeyRunId;
      case 'contactId':
        return operation === 'startJourneyTestRun' ? w.contact.profileId : undefined;
      case 'definition':
        return operation === 'saveJourneyDraft' ? worldJourneyDefinition(w.eventName) : undefined;
      // Call restrictions (issue 14): a valid week, a day no other holiday uses, a real state.
      case 'hours':
        return AROUND_THE_CLOCK_HOURS;
      case 'input':
        if (operation === 'reportingDashboard' || operation === 'reportingTasks')
          return { from: '2026-11-01', to: '2026-11-27', timeZone: 'UTC' };
        return operation.endsWith('Campaign') && top
          ? worldCampaignInput(w.ids.segment)
          : complianceInput(operation);
      // A zone argument of its own (parleyLive): any real one.
      case 'timeZone':
        return 'UTC';
      case 'campaignId':
        return w.ids.campaign;
      case 'targetAbandonRate':
        return 3;
      case 'allowedParentOrigins':
        return [`https://${uniqueText('probe').replace(' ', '-')}.example`];
      default:
        return undefined;
    }
  };
}

/** A REST request: what to put in the route's path parameters, query string and body. */
export type RestCase = {
  /** Another method than the route's (HEAD for the event stream, which never ends on GET). */
  method?: InjectOptions['method'];
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Send from this client instead of the principal's (a case that ends or replaces its session). */
  client?: TestClient;
};

export type RestSpec = {
  phase?: Phase;
  /** Within its phase, lower first (default 0): what ends a call goes after what uses it. */
  order?: number;
  build?: (w: World, principal: PrincipalName) => RestCase | Promise<RestCase>;
};

/** Path parameters every route names alike. */
export function defaultParams(w: World): Record<string, string> {
  return {
    brandSlug: w.brandA.slug,
    profileId: w.contact.profileId,
    conversationSid: w.sms.conversationSid,
    conferenceSid: w.call.conferenceSid,
    participantSid: w.call.contactParticipantSid,
    callSid: w.call.callSid,
    taskSid: w.sms.taskSid,
    userId: w.ids.user,
  };
}

const json = (payload: Record<string, unknown>) => ({ payload });

/**
 * A user who is nobody's principal, of the principal's brand (a signed-in browser signs in within
 * its brand): the sign-in changes no principal's state.
 */
function signInPayload(w: World, principal: PrincipalName) {
  const { email, password } = w.bystanders[principal === 'otherBrandAdmin' ? 'B' : 'A'];
  return { username: email, password };
}

export const REST_SPECS: Record<string, RestSpec> = {
  'GET /api/call-recordings/:id/audio': { build: (w) => ({ params: { id: w.ids.callRecording } }) },
  'GET /api/graphql': { build: () => ({ query: { query: '{ __typename }' } }) },
  'GET /api/profile-feeds/spotlight-search': { build: (w) => ({ query: { query: w.marker } }) },
  'GET /api/simulator/contacts': { build: (w) => ({ query: { query: w.marker } }) },
  'GET /api/simulator/emails': { build: (w) => ({ query: { address: w.contact.email } }) },
  'GET /api/simulator/messages': {
    build: (w) => ({ query: { contactPhone: w.contact.phone, direction: 'all' } }),
  },
  // GET opens a stream that never ends; HEAD checks the same session and brand (spec 000 §7).
  'GET /api/sse/:brandSlug': { build: () => ({ method: 'HEAD' }) },
  'GET /api/v1/autocomplete-events/search': {
    build: (w) => ({ query: { fieldId: `track:${w.eventName}:plan`, searchTerm: w.marker } }),
  },
  'GET /api/voicemail-drops/:id/audio': { build: (w) => ({ params: { id: w.voicemailDropId } }) },

  'POST /api/auth/sign-in': { build: (w, principal) => json(signInPayload(w, principal)) },
  'POST /api/auth/send/reset-email': { build: () => json({ email: 'nobody@example.test' }) },
  'POST /api/auth/verify/reset-token': { build: () => json({ token: 'a'.repeat(43) }) },
  'POST /api/auth/reset/password': {
    build: () => json({ token: 'a'.repeat(43), password: 'a new password 123' }),
  },
  // Both replace or end the session: each principal uses a second sign-in of its own.
  // Signed out, every read of the token makes a new one: each principal reads it with a new client.
  'GET /api/auth/csrf-token': { build: async (w, principal) => ({ client: await w.freshClient(principal) }) },
  'POST /api/auth/session/create': {
    build: async (w, principal) => {
      const signIn = await (await w.freshClient('anonymous')).request({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: signInPayload(w, principal),
      });
      return {
        ...json({ sessionToken: signIn.json().sessionToken }),
        client: await w.freshClient(principal),
      };
    },
  },
  'POST /api/auth/session/destroy': {
    phase: 'consume',
    build: async (w, principal) => ({ payload: {}, client: await w.freshClient(principal) }),
  },
  'POST /api/graphql': { build: () => json({ query: '{ __typename }' }) },
  'POST /api/proxy/ingest': {
    build: () => json({ type: 'identify', traits: { firstName: uniqueText('probe'), email: probeEmail() } }),
  },
  'POST /api/segments/:id/uploadFile': {
    build: (w) => {
      const upload = multipart('/', {
        fields: { includeCsvDataTypeRow: 'false' },
        file: {
          name: 'contacts.csv',
          type: 'text/csv',
          content: Buffer.from(`phone,firstName\n${w.uniquePhone()},Probe\n`),
        },
      });
      return { params: { id: w.staticSegmentId }, payload: upload.payload, headers: upload.headers };
    },
  },
  'POST /api/compliance/do-not-call/upload': {
    build: (w) => {
      const upload = multipart('/', {
        fields: {},
        file: { name: 'dnc.csv', type: 'text/csv', content: Buffer.from(`phone\n${w.uniquePhone()}\n`) },
      });
      return { payload: upload.payload, headers: upload.headers };
    },
  },
  'POST /api/simulator/calls/:callSid/answer': { build: () => json({}) },
  'POST /api/simulator/calls/:callSid/hangup': { phase: 'endCall', order: 7, build: () => json({}) },
  'POST /api/simulator/custom-task': { build: () => json({ title: uniqueText('probe') }) },
  'POST /api/simulator/inbound-call': { build: (w) => json({ from: w.uniquePhone() }) },
  'POST /api/simulator/inbound-email': {
    build: () => json({ from: 'probe@example.test', subject: uniqueText('probe'), body: 'Hello' }),
  },
  'POST /api/simulator/inbound-sms': { build: (w) => json({ from: w.uniquePhone(), body: 'Hello' }) },
  'POST /api/simulator/voicemail': { build: (w) => json({ from: w.uniquePhone(), durationSeconds: 5 }) },
  'POST /api/user-management/users/:userId/password-email': { build: () => json({}) },
  'POST /api/voicemail-drops': {
    build: () => {
      const upload = multipart('/', {
        fields: { name: uniqueText('probe') },
        file: { name: 'drop.wav', type: 'audio/wav', content: wavAudio() },
      });
      return { payload: upload.payload, headers: upload.headers };
    },
  },
  'POST /conv/call-recordings': {
    build: (w) => {
      const upload = multipart('/', {
        fields: {
          conferenceSid: w.call.conferenceSid,
          startedAt: new Date().toISOString(),
          durationSeconds: '2',
        },
        file: { name: 'call.webm', type: 'audio/webm', content: Buffer.alloc(500, 0x1a) },
      });
      return { payload: upload.payload, headers: upload.headers };
    },
  },
  'POST /conv/call-controls/drop-participant': {
    phase: 'endCall',
    order: 5,
    build: (w) => json({ conferenceSid: w.call.conferenceSid, participantSid: w.call.contactParticipantSid }),
  },
  'POST /conv/call-controls/hangup': {
    phase: 'endCall',
    order: 6,
    build: (w) => json({ conferenceSid: w.call.conferenceSid }),
  },
  'POST /conv/call-controls/hold': {
    build: (w) =>
      json({
        conferenceSid: w.call.conferenceSid,
        participantSid: w.call.contactParticipantSid,
        hold: false,
      }),
  },
  'POST /conv/call-controls/notify-mute': {
    build: (w) =>
      json({
        conferenceSid: w.call.conferenceSid,
        participantSid: w.call.contactParticipantSid,
        muted: false,
      }),
  },
  'POST /conv/call-controls/recordings': {
    build: (w) => json({ conferenceSid: w.call.conferenceSid, action: 'pause' }),
  },
  'POST /conv/call-controls/voicemail-drop': {
    phase: 'endCall',
    order: 1,
    build: (w) => json({ customerCallSid: w.call.callSid, recordingId: w.voicemailDropId }),
  },
  'POST /conv/conferences/add-participant': {
    phase: 'consume',
    build: (w) =>
      json({ conferenceSid: w.call.conferenceSid, phonebookEntryId: w.ids.externalTransferPhonebookEntry }),
  },
  'POST /conv/conferences/create-call': { build: (w) => json({ taskSid: w.call.taskSid }) },
  'POST /api/campaigns/skip-contact': { build: (w) => json({ taskSid: w.call.taskSid }) },
  'POST /conv/conferences/join-call': { build: (w) => json({ taskSid: w.call.taskSid }) },
  'POST /conv/conferences/manager-action': {
    phase: 'consume',
    build: (w) =>
      json({
        taskSid: w.call.taskSid,
        action: 'listen',
        managerContactUri: 'client:probe',
        twilioWorkerSid: 'WKprobe',
      }),
  },
  'DELETE /conv/conferences/manager-action/:conferenceSid/:participantSid': { phase: 'endCall' },
  'POST /conv/conversations/:conversationSid/messages': { build: () => json({ body: uniqueText('probe') }) },
  ...EMAIL_REST_SPECS,
  'POST /conv/conversations/outbound-sms': {
    build: (w) => json({ contactPhone: w.uniquePhone(), parleyVoicePhone: SIMULATOR_BRAND_NUMBER }),
  },
  'POST /conv/tasks/:taskSid/update': { build: () => json({ attributes: { probe: uniqueText('probe') } }) },
  'POST /conv/tasks/accept': {
    build: (w) => json({ taskSid: w.sms.taskSid, reservationSid: w.sms.reservationSid }),
  },
  'POST /conv/tasks/reject': {
    phase: 'consume',
    order: 3,
    build: (w) => json({ taskSid: w.sms.taskSid, reservationSid: w.sms.reservationSid }),
  },
  'POST /conv/tasks/custom-task': { build: () => json({ title: uniqueText('probe') }) },
  'POST /conv/tasks/manual-outbound-call-task': {
    build: (w) => json({ contactPhone: w.uniquePhone(), parleyVoicePhone: SIMULATOR_BRAND_NUMBER }),
  },
  'POST /conv/tasks/summarize-task': {
    phase: 'consume',
    order: 2,
    build: (w) => json({ sid: w.sms.taskSid, phone: w.contact.phone, disposition: 'Resolved' }),
  },
  'POST /conv/tasks/wrap-task': {
    phase: 'consume',
    order: 1,
    build: (w) => json({ taskSid: w.sms.taskSid }),
  },
  'POST /conv/transfers/agent': {
    phase: 'endCall',
    order: 2,
    build: (w) =>
      json({ taskSid: w.call.taskSid, targetWorkerUri: w.spareWorkerSid, internalAgentName: 'Probe' }),
  },
  'POST /conv/transfers/queue': {
    phase: 'endCall',
    order: 3,
    build: (w) => json({ taskSid: w.call.taskSid, queueSid: w.ids.queue }),
  },
  'POST /conv/transfers/external': {
    phase: 'endCall',
    order: 4,
    build: (w) => json({ taskSid: w.call.taskSid, phonebookEntryId: w.ids.externalTransferPhonebookEntry }),
  },
  'POST /conv/transfers/cancel': {
    phase: 'endCall',
    order: 1,
    build: (w) => json({ transferTaskSid: w.call.taskSid }),
  },
  'POST /conv/voice/signal': {
    build: (w) =>
      json({
        conferenceSid: w.call.conferenceSid,
        fromParticipantSid: w.call.contactParticipantSid,
        toParticipantSid: w.call.contactParticipantSid,
        kind: 'bye',
      }),
  },
  // Only the owner deletes a drop: every principal is asked to delete a new drop of the agent's.
  'DELETE /api/voicemail-drops/:id': {
    phase: 'consume',
    build: async (w) => ({ params: { id: await w.freshVoicemailDrop() } }),
  },
};
