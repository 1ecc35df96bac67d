import { randomBytes } from 'node:crypto';
import type { Role } from '@parley/core/auth/roles';
import { worldCampaignInput } from '../modules/campaigns/campaigns-test-kit.ts';
import { pageQueryText } from '../modules/contact-lists/saved-views-test-kit.ts';
import { insertWorldJourneyRun, worldJourneyDefinition } from '../modules/journeys/journeys-test-kit.ts';
import { firstNameTree } from '../modules/segments/segments-test-kit.ts';
import { type EmailWork, startEmailWork } from './authorization-email-work.ts';
import { graphqlData, multipart, restOk, signedIn, wavAudio } from './authorization-fixtures.ts';
import { startLiveWork } from './authorization-live-work.ts';
import { createTestBrand, createTestUser, TEST_PASSWORD } from './factories.ts';
import { type TestApp, TestClient } from './test-app.ts';

// The fixtures of the authorization matrix: brand A with one object of every kind, each named with
// a marker no other brand's data contains, its admin, supervisor and agent signed in; brand B with
// its admin; an anonymous browser. A response to brand B's admin that contains a marker leaked.

/** In the order each case asks them: those who must change nothing of brand A first. */
export const PRINCIPALS = ['agent', 'otherBrandAdmin', 'anonymous', 'supervisor', 'admin'] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

/** What GraphQL ID arguments name: the noun of the operation (`deleteTeam` → team). */
export const ENTITIES = [
  'user',
  'team',
  'skill',
  'brandStatus',
  'disposition',
  'tag',
  'cancellationReason',
  'externalTransferPhonebookEntry',
  'queue',
  'routingRule',
  'brandPhoneNumber',
  'savedView',
  'segment',
  'callRecording',
  'contact',
  'taskPreferenceVariant',
  'writeKey',
  'journey',
  'complianceHoliday',
  'stateOfEmergency',
  'campaign',
] as const;
export type Entity = (typeof ENTITIES)[number];

const AREA_CODES = ['415', '628', '650', '510', '408'];

let holidayDays = 0;
/** A day no other holiday of the matrix uses (holidays of a brand never overlap). */
export function nextHolidayDay(): string {
  holidayDays += 1;
  return new Date(Date.UTC(2030, 0, holidayDays)).toISOString().slice(0, 10);
}

export type WorldUser = { id: string; email: string };

export type World = {
  t: TestApp;
  /** In every name, email and event name of brand A (lower case). */
  marker: string;
  brandA: { id: string; slug: string };
  brandB: { id: string; slug: string };
  clients: Record<PrincipalName, TestClient>;
  users: Record<'admin' | 'supervisor' | 'agent' | 'spare' | 'callAgent', WorldUser>;
  /** One object of each kind, shared by the cases that do not consume it. */
  ids: Record<Entity, string>;
  contact: { profileId: string; phone: string; email: string; firstName: string };
  eventName: string;
  agentWorkerSid: string;
  sms: { taskSid: string; reservationSid: string; conversationSid: string };
  call: { taskSid: string; conferenceSid: string; contactParticipantSid: string; callSid: string };
  email: EmailWork;
  voicemailDropId: string;
  staticSegmentId: string;
  /** A contact's run of brand A's journey (removeContactFromJourney). */
  journeyRunId: string;
  /** Users who are no principal, one per brand: signing in as them changes no principal's session. */
  bystanders: Record<'A' | 'B', { email: string; password: string }>;
  /** The worker sid of an agent of brand A who is no principal (a transfer target). */
  spareWorkerSid: string;
  /** Brand A's strings that must never reach brand B: names, emails, phone numbers. */
  distinct: string[];
  /** A new object of the kind in brand A, for a case that deletes or consumes it. */
  fresh(entity: Entity): Promise<string>;
  /** A fresh sign-in of the principal's user, for a case that ends its session. */
  freshClient(principal: PrincipalName): Promise<TestClient>;
  /** A new voicemail drop of the agent's. */
  freshVoicemailDrop(): Promise<string>;
  uniquePhone(): string;
};

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.database.db;
  const marker = `zq${randomBytes(4).toString('hex')}`;
  const distinct: string[] = [];
  let count = 0;
  const named = (kind: string) => {
    count += 1;
    const name = `${marker} ${kind} ${count}`;
    distinct.push(name);
    return name;
  };
  // Every number ends in 0007, which the simulator carrier answers at once: a call placed to one
  // leaves no ring timer to change brand A's rows in the middle of a later case.
  let phoneCount = Math.floor(Math.random() * 700);
  const uniquePhone = () => {
    phoneCount += 1;
    const area = AREA_CODES[Math.floor(phoneCount / 700) % AREA_CODES.length];
    return `+1${area}${200 + (phoneCount % 700)}0007`;
  };
  const markedPhone = () => {
    const phone = uniquePhone();
    distinct.push(phone);
    return phone;
  };

  const brandA = await createTestBrand(db, { name: named('Brand') });
  const brandB = await createTestBrand(db);
  const makeUser = async (brandId: string, role: Role, label: string, marked = true) => {
    const email = marked
      ? `${marker}.${label}@brand-a.test`
      : `${label}-${randomBytes(3).toString('hex')}@b.test`;
    if (marked) distinct.push(email);
    const user = await createTestUser(db, { brandId, roles: [role], email });
    return { id: user.id, email };
  };
  const users = {
    admin: await makeUser(brandA.id, 'admin', 'admin'),
    supervisor: await makeUser(brandA.id, 'supervisor', 'supervisor'),
    agent: await makeUser(brandA.id, 'agent', 'agent'),
    spare: await makeUser(brandA.id, 'agent', 'spare'),
    callAgent: await makeUser(brandA.id, 'agent', 'callagent'),
  };
  const otherAdmin = await makeUser(brandB.id, 'admin', 'admin-b', false);
  const anonymous = new TestClient(t.app, '10.91.250.1');
  await anonymous.loadCsrf();
  const clients: Record<PrincipalName, TestClient> = {
    anonymous,
    agent: await signedIn(t, users.agent.email),
    supervisor: await signedIn(t, users.supervisor.email),
    admin: await signedIn(t, users.admin.email),
    otherBrandAdmin: await signedIn(t, otherAdmin.email),
  };
  const userOf: Record<Exclude<PrincipalName, 'anonymous'>, WorldUser> = {
    agent: users.agent,
    supervisor: users.supervisor,
    admin: users.admin,
    otherBrandAdmin: otherAdmin,
  };
  const admin = clients.admin;
  const ingest = async (payload: Record<string, unknown>) =>
    restOk<{ results: { profileId: string }[] }>(
      await admin.request({ method: 'POST', url: '/api/proxy/ingest', payload }),
      'ingest',
    );

  const eventName = `${marker}_purchase`;
  distinct.push(eventName);
  const newContact = async () => {
    const firstName = named('Contact');
    const phone = markedPhone();
    const email = `${marker}.contact${count}@brand-a.test`;
    distinct.push(email);
    const { results } = await ingest({
      batch: [
        { type: 'identify', traits: { firstName, lastName: 'Fixture', email, phone } },
        { type: 'track', event: eventName, phone, properties: { plan: named('Plan') } },
      ],
    });
    const profileId = results[0]?.profileId;
    if (!profileId) throw new Error('fixture contact: no profile id');
    return { profileId, phone, email, firstName };
  };

  // Filled below, one object of each kind, before anyone reads it.
  const ids = {} as Record<Entity, string>;
  const id = (query: string, variables: Record<string, unknown>, client = admin) =>
    graphqlData<{ id?: string; sid?: string }>(client, query, variables).then((row) => {
      const value = row.id ?? row.sid;
      if (!value) throw new Error(`fixture ${query}: no id`);
      return value;
    });
  const listItem = (mutation: string) => () =>
    id(`mutation ($input: AgentDesktopListItemInput!) { ${mutation}(input: $input) { id } }`, {
      input: { name: named(mutation.replace('create', '')) },
    });
  const creators: Record<Entity, () => Promise<string>> = {
    user: async () => {
      count += 1;
      return (await makeUser(brandA.id, 'agent', `user${count}`)).id;
    },
    team: () =>
      id('mutation ($input: TeamInput!) { createTeam(input: $input) { id } }', {
        input: { name: named('Team'), memberIds: [users.agent.id] },
      }),
    skill: () =>
      id('mutation ($input: SkillInput!) { createSkill(input: $input) { id } }', {
        input: { name: named('Skill'), userIds: [users.agent.id] },
      }),
    brandStatus: () =>
      id('mutation ($input: BrandStatusInput!) { createBrandStatus(input: $input) { id } }', {
        input: { name: named('Status'), available: false },
      }),
    disposition: listItem('createDisposition'),
    tag: listItem('createTag'),
    cancellationReason: listItem('createCancellationReason'),
    externalTransferPhonebookEntry: () =>
      id(
        'mutation ($input: ExternalTransferPhonebookEntryInput!) { createExternalTransferPhonebookEntry(input: $input) { id } }',
        { input: { name: named('Phonebook'), phoneNumber: markedPhone(), description: named('Desc') } },
      ),
    queue: () =>
      id('mutation ($input: QueueInput!) { createQueue(input: $input) { sid } }', {
        input: { friendlyName: named('Queue'), reservationTimeoutSeconds: 3600, transferEligible: true },
      }),
    routingRule: async () =>
      id('mutation ($input: RoutingRuleInput!) { createRoutingRule(input: $input) { id } }', {
        input: { name: named('Rule'), queueSid: await creators.queue(), enabled: false },
      }),
    brandPhoneNumber: () =>
      id('mutation ($input: BrandPhoneNumberInput!) { createBrandPhoneNumber(input: $input) { id } }', {
        input: { phoneNumber: markedPhone(), friendlyName: named('Number'), voice: true, sms: true },
      }),
    // The agent's own private list: a privileged user reaches it, another agent would not.
    savedView: () =>
      id(
        `mutation ($name: String!, $pageQuery: String!, $page: String!, $shareWithAllUsers: Boolean!, $teamIds: [ID!]!) {
          createSavedView(name: $name, pageQuery: $pageQuery, page: $page, shareWithAllUsers: $shareWithAllUsers, teamIds: $teamIds) { id } }`,
        {
          name: named('List'),
          pageQuery: pageQueryText({ firstName: marker }),
          page: '/agent/contacts',
          shareWithAllUsers: false,
          teamIds: [],
        },
        clients.agent,
      ),
    segment: () =>
      id(
        'mutation ($name: String!, $type: SegmentType!, $conditions: JSON) { createSegment(name: $name, type: $type, conditions: $conditions) { id } }',
        {
          name: named('Segment'),
          type: 'dynamic',
          conditions: firstNameTree(`${marker} Contact`),
        },
      ),
    // Only a call makes one; the one recorded stays for every case (only an admin may delete it).
    callRecording: async () => ids.callRecording,
    contact: async () => (await newContact()).profileId,
    writeKey: async () =>
      (
        await graphqlData<{ writeKey: { id: string } }>(
          admin,
          'mutation ($input: CreateWriteKeyInput!) { createWriteKey(input: $input) { writeKey { id } } }',
          { input: { name: named('Key') } },
        )
      ).writeKey.id,
    // A complete draft (core's rules): publishing it succeeds for the admin.
    journey: async () => {
      const { id: journeyId } = await graphqlData<{ id: string }>(admin, 'mutation { createJourney { id } }');
      await graphqlData(
        admin,
        'mutation ($id: ID!, $input: JourneyDraftInput!) { saveJourneyDraft(id: $id, input: $input) { id } }',
        { id: journeyId, input: { name: named('Journey'), definition: worldJourneyDefinition(eventName) } },
      );
      return journeyId;
    },
    // Holidays never overlap: each on a day of its own.
    complianceHoliday: () => {
      const day = nextHolidayDay();
      return id(
        'mutation ($input: ComplianceHolidayInput!) { createComplianceHoliday(input: $input) { id } }',
        {
          input: { name: named('Holiday'), startDate: day, endDate: day },
        },
      );
    },
    stateOfEmergency: () =>
      id('mutation ($input: StateOfEmergencyInput!) { createStateOfEmergency(input: $input) { id } }', {
        input: {
          name: named('Emergency'),
          states: ['FL'],
          areaCodes: [],
          startDate: '2031-01-01',
          endDate: '2031-01-02',
        },
      }),
    // A draft SMS campaign over the world's segment, from the brand's simulator number.
    campaign: () =>
      id('mutation ($input: CampaignInput!) { createCampaign(input: $input) { id } }', {
        input: worldCampaignInput(ids.segment, named('Campaign')),
      }),
    taskPreferenceVariant: async () => {
      const variant = named('Variant');
      await graphqlData(
        admin,
        'mutation ($variant: String!, $overrides: TaskPreferenceOverridesInput!) { saveTaskPreferences(variant: $variant, overrides: $overrides) { variant } }',
        { variant, overrides: { callsAutoAccept: true } },
      );
      return variant;
    },
  };

  const contact = await newContact();
  for (const entity of ENTITIES) {
    if (entity === 'callRecording' || entity === 'contact') continue;
    ids[entity] = await creators[entity]();
  }
  ids.contact = contact.profileId;
  await graphqlData(
    admin,
    'mutation ($input: EmbeddingSettingsInput!) { saveEmbeddingSettings(input: $input) { allowedParentOrigins } }',
    {
      input: { allowedParentOrigins: [`https://${marker}.example`] },
    },
  );
  distinct.push(`${marker}.example`);
  const staticSegmentId = await id(
    'mutation ($name: String!, $type: SegmentType!) { createSegment(name: $name, type: $type) { id } }',
    { name: named('Static'), type: 'static' },
  );
  const journeyRunId = await insertWorldJourneyRun(db, {
    brandId: brandA.id,
    journeyId: ids.journey,
    profileId: contact.profileId,
  });
  const agentWorkerSid = (
    await graphqlData<{ workerSid: string }>(clients.agent, '{ getAuthenticatedUser { workerSid } }')
  ).workerSid;

  // Live work: the agent holds an SMS task; another agent holds a call, and recorded it.
  const live = await startLiveWork(t, {
    brandId: brandA.id,
    admin,
    agent: { client: clients.agent, userId: users.agent.id },
    callAgent: users.callAgent,
    contactPhone: contact.phone,
    message: named('Message'),
  });
  ids.callRecording = live.recordingId;
  const email = await startEmailWork(t, {
    brandId: brandA.id,
    admin,
    agent: { client: clients.agent, userId: users.agent.id },
    contactEmail: contact.email,
    subject: named('Email'),
    mailboxAddress: `${marker}.agent@example.test`,
  });

  const newDrop = async () =>
    restOk<{ id: string }>(
      await clients.agent.request(
        multipart('/api/voicemail-drops', {
          fields: { name: named('Drop') },
          file: { name: 'drop.wav', type: 'audio/wav', content: wavAudio() },
        }),
      ),
      'voicemail drop',
    ).id;
  const voicemailDropId = await newDrop();
  const bystanderA = await makeUser(brandA.id, 'agent', 'bystander-a', false);
  const bystanderB = await makeUser(brandB.id, 'agent', 'bystander-b', false);
  const agents = await graphqlData<{ email: string; workerSid: string }[]>(
    admin,
    '{ agents { email workerSid } }',
  );
  const spareWorkerSid = agents.find((agent) => agent.email === users.spare.email)?.workerSid;
  if (!spareWorkerSid) throw new Error('fixture: no worker for the spare agent');

  return {
    t,
    marker,
    brandA: { id: brandA.id, slug: brandA.slug },
    brandB: { id: brandB.id, slug: brandB.slug },
    clients,
    users,
    ids,
    contact,
    eventName,
    agentWorkerSid,
    sms: live.sms,
    call: live.call,
    email,
    voicemailDropId,
    staticSegmentId,
    journeyRunId,
    bystanders: {
      A: { email: bystanderA.email, password: TEST_PASSWORD },
      B: { email: bystanderB.email, password: TEST_PASSWORD },
    },
    spareWorkerSid,
    distinct,
    freshVoicemailDrop: newDrop,
    fresh: (entity) => creators[entity](),
    freshClient: async (principal) => {
      if (principal === 'anonymous') {
        const client = new TestClient(t.app, '10.91.250.2');
        await client.loadCsrf();
        return client;
      }
      return signedIn(t, userOf[principal].email);
    },
    uniquePhone,
  };
}
