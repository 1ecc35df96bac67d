import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hears,
  MANAGER_ACTIONS,
  type ManagerAction,
  type MediaParticipant,
  mediaPlan,
  offererOf,
  PARTICIPANT_KINDS,
} from './media-plan.ts';

function person(
  participantSid: string,
  kind: MediaParticipant['kind'],
  extra: Partial<MediaParticipant> = {},
): MediaParticipant {
  return {
    participantSid,
    kind,
    muted: false,
    hold: false,
    managerAction: kind === 'supervisor' ? 'listen' : null,
    hasMedia: true,
    ...extra,
  };
}

/** The plan as "a→b" strings for each direction that carries audio, and the links that exist. */
function summary(participants: MediaParticipant[]) {
  const plan = mediaPlan(participants);
  const heard: string[] = [];
  const links: string[] = [];
  for (const [sid, peers] of Object.entries(plan)) {
    for (const link of peers) {
      if (link.send) heard.push(`${sid}→${link.peerSid}`);
      if (sid < link.peerSid) links.push(`${sid}-${link.peerSid}`);
    }
  }
  return { heard: heard.sort(), links: links.sort() };
}

describe('mediaPlan (docs/voice-contract.md "Media")', () => {
  const agent = person('CPa', 'agent');
  const contact = person('CPc', 'contact');

  it('agent ↔ contact: both ways', () => {
    expect(mediaPlan([agent, contact])).toEqual({
      CPa: [{ peerSid: 'CPc', send: true, receive: true }],
      CPc: [{ peerSid: 'CPa', send: true, receive: true }],
    });
  });

  it('hold on the contact: neither hears the other, but the peer connection stays', () => {
    expect(mediaPlan([agent, { ...contact, hold: true }])).toEqual({
      CPa: [{ peerSid: 'CPc', send: false, receive: false }],
      CPc: [{ peerSid: 'CPa', send: false, receive: false }],
    });
  });

  it('a muted side does not send', () => {
    expect(summary([{ ...agent, muted: true }, contact]).heard).toEqual(['CPc→CPa']);
    expect(summary([agent, { ...contact, muted: true }]).heard).toEqual(['CPa→CPc']);
  });

  it('agent ↔ agent during a transfer: both ways, and each with the contact', () => {
    const second = person('CPb', 'agent');
    expect(summary([agent, second, contact]).heard).toEqual([
      'CPa→CPb',
      'CPa→CPc',
      'CPb→CPa',
      'CPb→CPc',
      'CPc→CPa',
      'CPc→CPb',
    ]);
  });

  it.each<[ManagerAction, string[]]>([
    ['listen', ['CPa→CPc', 'CPa→CPs', 'CPc→CPa', 'CPc→CPs']],
    ['whisper', ['CPa→CPc', 'CPa→CPs', 'CPc→CPa', 'CPc→CPs', 'CPs→CPa']],
    ['barge', ['CPa→CPc', 'CPa→CPs', 'CPc→CPa', 'CPc→CPs', 'CPs→CPa', 'CPs→CPc']],
  ])('supervisor %s', (managerAction, heard) => {
    const supervisor = person('CPs', 'supervisor', { managerAction });
    const plan = summary([agent, contact, supervisor]);
    expect(plan.heard).toEqual(heard);
    // The same three peer connections in every action: changing action is a track toggle.
    expect(plan.links).toEqual(['CPa-CPc', 'CPa-CPs', 'CPc-CPs']);
  });

  it('two supervisors never connect to each other', () => {
    const plan = summary([
      agent,
      contact,
      person('CPs', 'supervisor', { managerAction: 'barge' }),
      person('CPt', 'supervisor', { managerAction: 'barge' }),
    ]);
    expect(plan.links).not.toContain('CPs-CPt');
    expect(plan.heard).not.toContain('CPs→CPt');
  });

  it('a contact without media (the silent auto-answer) has no peer connections', () => {
    expect(mediaPlan([agent, { ...contact, hasMedia: false }])).toEqual({ CPa: [], CPc: [] });
  });

  it('an external number added to the call hears and is heard by agent and contact', () => {
    const external = person('CPe', 'external');
    expect(summary([agent, contact, external]).heard).toEqual([
      'CPa→CPc',
      'CPa→CPe',
      'CPc→CPa',
      'CPc→CPe',
      'CPe→CPa',
      'CPe→CPc',
    ]);
  });

  it('the lower sid offers', () => {
    expect(offererOf('CPb', 'CPa')).toBe('CPa');
    expect(offererOf('CPa', 'CPb')).toBe('CPa');
  });

  const participantArb = fc.record({
    kind: fc.constantFrom(...PARTICIPANT_KINDS),
    muted: fc.boolean(),
    hold: fc.boolean(),
    managerAction: fc.constantFrom(...MANAGER_ACTIONS),
    hasMedia: fc.boolean(),
  });

  it('is consistent from both sides, and what is sent is what hears() says', () => {
    fc.assert(
      fc.property(fc.array(participantArb, { maxLength: 6 }), (raw) => {
        const participants = raw.map((p, i) => ({
          ...p,
          participantSid: `CP${i}`,
          managerAction: p.kind === 'supervisor' ? p.managerAction : null,
        }));
        const plan = mediaPlan(participants);
        expect(Object.keys(plan).sort()).toEqual(participants.map((p) => p.participantSid).sort());
        for (const self of participants) {
          for (const link of plan[self.participantSid] ?? []) {
            const peer = participants.find((p) => p.participantSid === link.peerSid);
            if (!peer) throw new Error('link to a stranger');
            const back = plan[peer.participantSid]?.find((l) => l.peerSid === self.participantSid);
            expect(back).toEqual({ peerSid: self.participantSid, send: link.receive, receive: link.send });
            expect(link.send).toBe(hears(self, peer));
            // Nobody on hold, muted or listening is ever heard.
            if (self.hold || self.muted || self.managerAction === 'listen') expect(link.send).toBe(false);
          }
        }
      }),
    );
  });

  it('keeps the peer connections when holds and mutes change', () => {
    fc.assert(
      fc.property(
        fc.array(participantArb, { maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (raw, flips) => {
          const participants = raw.map((p, i) => ({
            ...p,
            participantSid: `CP${i}`,
            managerAction: p.kind === 'supervisor' ? p.managerAction : null,
          }));
          const toggled = participants.map((p, i) => ({
            ...p,
            hold: flips[i * 2] ?? p.hold,
            muted: flips[i * 2 + 1] ?? p.muted,
          }));
          expect(summary(toggled).links).toEqual(summary(participants).links);
        },
      ),
    );
  });
});
