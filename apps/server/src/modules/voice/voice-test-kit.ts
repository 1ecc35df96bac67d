import type { ConferenceSnapshot, VoiceNotification } from '@parley/core/voice/voice-contract';
import { expect } from 'vitest';
import { createSimulatorCarrier } from '../../platform/carrier/simulator-carrier.ts';
import type { StreamEvent } from '../../platform/realtime/event-bus.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestBrand } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { importContacts } from '../contacts/import-contacts.ts';
import {
  accept,
  makeAvailable,
  offerOf,
  post,
  type ReservationData,
  type SignedIn,
  signIn,
} from '../conversations/conversations-test-support.ts';
import type { VoiceDeps } from './voice-deps.ts';

// Helpers for the voice tests only (not imported by the app).

export type VoiceBrand = {
  brandId: string;
  /** Plays the contact on the Contact Simulator page. */
  simulator: SignedIn;
  agents: SignedIn[];
  supervisor: SignedIn;
};

/** A brand with a simulator admin, `agentCount` available agents (the first idle longest) and a supervisor. */
export async function voiceBrand(t: TestApp, agentCount = 2): Promise<VoiceBrand> {
  const brand = await createTestBrand(t.database.db);
  const simulator = await signIn(t, ['admin'], brand.id);
  const agents: SignedIn[] = [];
  for (let i = 0; i < agentCount; i += 1) {
    const agent = await signIn(t, ['agent'], brand.id);
    await makeAvailable(t, agent);
    agents.push(agent);
  }
  const supervisor = await signIn(t, ['supervisor'], brand.id);
  return { brandId: brand.id, simulator, agents, supervisor };
}

export async function addContact(
  t: TestApp,
  brandId: string,
  phone: string,
  firstName = 'Ava',
  lastName = 'Brown',
) {
  await importContacts(t.database.db, {
    brandId,
    contacts: [{ firstName, lastName, email: null, contactPhone: phone }],
  });
}

export function named<T>(user: SignedIn, name: string): T[] {
  return user.events.filter((event: StreamEvent) => event.name === name).map((event) => event.data as T);
}

export function snapshotsOf(user: SignedIn, conferenceSid?: string): ConferenceSnapshot[] {
  return named<ConferenceSnapshot>(user, 'conference.snapshot').filter(
    (snapshot) => !conferenceSid || snapshot.conferenceSid === conferenceSid,
  );
}

/** The newest snapshot the user received once `check` holds for it. */
export async function snapshotWhen(
  user: SignedIn,
  conferenceSid: string,
  check: (snapshot: ConferenceSnapshot) => boolean,
  label = 'a snapshot',
): Promise<ConferenceSnapshot> {
  const latest = () => snapshotsOf(user, conferenceSid).at(-1);
  await waitFor(
    () => {
      const snapshot = latest();
      return snapshot !== undefined && check(snapshot);
    },
    5_000,
    label,
  );
  const snapshot = latest();
  if (!snapshot) throw new Error('no snapshot');
  return snapshot;
}

export function notificationsOf(user: SignedIn): VoiceNotification[] {
  return named<VoiceNotification>(user, 'voice.notification');
}

/** The Contact Simulator calls the brand: `{ callSid, taskSid }`. */
export async function callTheBrand(
  simulator: SignedIn,
  from: string,
): Promise<{ callSid: string; taskSid: string }> {
  const response = await post(simulator.client, '/api/simulator/inbound-call', { from });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The agent accepts the offer of `taskSid` and joins its call: the snapshot join-call answers. */
export async function acceptAndJoin(agent: SignedIn, taskSid: string): Promise<ConferenceSnapshot> {
  const offer: ReservationData = await offerOf(agent, taskSid);
  await accept(agent, offer);
  const joined = await post(agent.client, '/conv/conferences/join-call', { taskSid });
  expect(joined.statusCode, joined.body).toBe(200);
  return joined.json();
}

/** The participant of `kind` (and user) in a snapshot. */
export function participantOf(snapshot: ConferenceSnapshot, kind: string, userId?: string) {
  const participant = snapshot.participants.find((p) => p.kind === kind && (!userId || p.userId === userId));
  if (!participant) throw new Error(`no ${kind} participant in ${JSON.stringify(snapshot.participants)}`);
  return participant;
}

/** What the plan says between two participants, from `a`'s side. */
export function linkBetween(snapshot: ConferenceSnapshot, a: string, b: string) {
  return snapshot.mediaPlan[a]?.find((link) => link.peerSid === b) ?? null;
}

/** The voice use-cases' dependencies over the test app (its database and bus, the simulator carrier). */
export function voiceDeps(t: TestApp): VoiceDeps {
  return { db: t.database.db, bus: t.bus, carrier: createSimulatorCarrier() };
}
