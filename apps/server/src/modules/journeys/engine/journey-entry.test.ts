import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RequestSession } from '../../../platform/http/request-session.ts';
import { createSegment } from '../../segments/create-segment.ts';
import { uploadSegmentFile } from '../../segments/upload-segment-file.ts';
import { engineRows } from './engine-sql.ts';
import {
  addContact,
  customTrigger,
  drain,
  edge,
  enterByEvent,
  liveJourney,
  node,
  runsOf,
  stepsOf,
  track,
  useEngineWorld,
} from './engine-test-kit.ts';

const world = useEngineWorld();

function smsJourney(entryRule: string, eventName: string) {
  return liveJourney(world, {
    nodes: [customTrigger(eventName), node('note', 'stickyNote', { text: 'hi' })],
    edges: [],
    settings: { entryRule },
  });
}

describe('entering a journey through a custom event', () => {
  it('enters a contact when a matching track event is ingested, and completes at a missing edge', async () => {
    const { journeyId } = await smsJourney('once', 'signed_up');
    const contact = await addContact(world);
    await track(world, contact.profileId, 'signed_up');
    await track(world, contact.profileId, 'other_event');
    await drain(world);
    const runs = await runsOf(world, journeyId);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ state: 'completed', node_id: null });
    expect(await stepsOf(world, runs[0]?.id ?? '')).toMatchObject([
      { node_id: 'trigger', status: 'completed' },
    ]);
  });

  it('filters on the event properties (core event-match.ts)', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [
        customTrigger('order', [
          {
            propertyName: 'total',
            propertyType: 'number',
            propertyOperator: 'greaterThan',
            propertyValue: '100',
          },
        ]),
      ],
      edges: [],
    });
    const contact = await addContact(world);
    await track(world, contact.profileId, 'order', { total: 50 });
    expect(await runsOf(world, journeyId)).toHaveLength(0);
    await track(world, contact.profileId, 'order', { total: 150 });
    expect(await runsOf(world, journeyId)).toHaveLength(1);
  });

  it('once: a contact enters at most once, ever', async () => {
    const { journeyId } = await smsJourney('once', 'once_event');
    const contact = await addContact(world);
    await enterByEvent(world, 'once_event', contact);
    await enterByEvent(world, 'once_event', contact);
    expect(await runsOf(world, journeyId)).toHaveLength(1);
  });

  it('againAfterLeaving: a second entry only once the first run ended', async () => {
    const { journeyId } = await smsJourney('againAfterLeaving', 'again_event');
    const contact = await addContact(world);
    await track(world, contact.profileId, 'again_event');
    // Still active (not drained): refused.
    await track(world, contact.profileId, 'again_event');
    expect(await runsOf(world, journeyId)).toHaveLength(1);
    await drain(world);
    await track(world, contact.profileId, 'again_event');
    expect(await runsOf(world, journeyId)).toHaveLength(2);
  });

  it('everyTime: every event starts a run, even while one is in flight', async () => {
    const { journeyId } = await smsJourney('everyTime', 'every_event');
    const contact = await addContact(world);
    await track(world, contact.profileId, 'every_event');
    await track(world, contact.profileId, 'every_event');
    await drain(world);
    const runs = await runsOf(world, journeyId);
    expect(runs.map((run) => run.state)).toEqual(['completed', 'completed']);
  });

  it('a draft or a journey with another trigger does not enter anyone', async () => {
    const { journeyId } = await smsJourney('once', 'draft_event');
    await world.db.execute(sql`update journeys set state = 'draft' where id = ${journeyId}`);
    const contact = await addContact(world);
    await track(world, contact.profileId, 'draft_event');
    expect(await runsOf(world, journeyId)).toHaveLength(0);
  });

  it('a stickyNote is not part of the flow; edges lead the contact on', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [
        customTrigger('flow_event'),
        node('ab', 'ABTest', {
          branches: [
            { id: 'a', name: 'A', weight: 1 },
            { id: 'b', name: 'B', weight: 0 },
          ],
        }),
      ],
      edges: [edge('trigger', 'ab')],
    });
    const contact = await addContact(world);
    await enterByEvent(world, 'flow_event', contact);
    const [run] = await runsOf(world, journeyId);
    expect(await stepsOf(world, run?.id ?? '')).toMatchObject([
      { node_id: 'trigger', status: 'completed' },
      { node_id: 'ab', status: 'completed', output: 'a' },
    ]);
  });
});

describe('entering through a static segment', () => {
  it('contacts added to the segment by an upload enter; members already there do not', async () => {
    const session: RequestSession = {
      sessionId: 'test',
      brandId: world.brandId,
      brandSlug: '',
      userId: '00000000-0000-4000-8000-000000000001',
      email: 'admin@example.test',
      roles: ['admin'],
    };
    const segment = await createSegment(world.db, { session, args: { name: 'VIP', type: 'static' } });
    const upload = (rows: string[]) =>
      uploadSegmentFile(world.db, {
        session,
        id: segment.id,
        content: Buffer.from(['phone,firstName', ...rows].join('\n')),
        includeCsvDataTypeRow: false,
      });
    expect(await upload(['+14155552671,Early'])).toMatchObject({ added: 1 });
    const { journeyId } = await liveJourney(world, {
      nodes: [
        node('trigger', 'trigger', { triggerType: 'addContactToStaticSegment', segmentId: segment.id }),
      ],
      edges: [],
    });
    expect(await upload(['+14155552671,Early', '+14155552672,Late'])).toMatchObject({ added: 1 });
    world.clock.now = new Date();
    await drain(world);
    const runs = await engineRows<{ first_name: string; state: string }>(
      world.db,
      sql`select c.first_name, r.state from journey_runs r join contacts c on c.id = r.contact_id
        where r.journey_id = ${journeyId}`,
    );
    expect(runs).toEqual([{ first_name: 'Late', state: 'completed' }]);
  });
});
