import { describe, expect, it } from 'vitest';
import { BRANDS_STREAM_EVENTS } from '../brands/stream-events.ts';
import { CAMPAIGNS_STREAM_EVENTS } from '../campaigns/stream-events.ts';
import { CONVERSATIONS_STREAM_EVENTS } from '../conversations/stream-events.ts';
import { EMAIL_STREAM_EVENTS } from '../email/stream-events.ts';
import { ROUTING_STREAM, ROUTING_STREAM_EVENTS } from '../routing/stream-events.ts';
import { USERS_STREAM_EVENTS } from '../users/stream-events.ts';
import { VOICE_STREAM_EVENTS } from '../voice/stream-events.ts';
import { isStreamEventName, PING_EVENT, SERVER_ERROR_EVENT, STREAM_EVENTS } from './stream-events.ts';

const AREAS = [
  ROUTING_STREAM_EVENTS,
  USERS_STREAM_EVENTS,
  CONVERSATIONS_STREAM_EVENTS,
  BRANDS_STREAM_EVENTS,
  VOICE_STREAM_EVENTS,
  CAMPAIGNS_STREAM_EVENTS,
  EMAIL_STREAM_EVENTS,
];

describe('the stream event catalogue', () => {
  it('holds every area’s events, and no two areas name the same event', () => {
    const names = AREAS.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(STREAM_EVENTS).sort()).toEqual([...names].sort());
  });

  it('names events area.verb, and keeps the stream’s own heartbeat and failure notice out', () => {
    for (const name of Object.keys(STREAM_EVENTS)) expect(name).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
    expect(isStreamEventName(PING_EVENT)).toBe(false);
    expect(isStreamEventName(SERVER_ERROR_EVENT)).toBe(false);
    expect(isStreamEventName('toString')).toBe(false);
  });

  it('gives the web each event as its name and schema', () => {
    expect(ROUTING_STREAM['task.updated'].name).toBe('task.updated');
    expect(
      ROUTING_STREAM['task.updated'].schema.safeParse({ taskSid: 'WT1', status: 'pending' }).success,
    ).toBe(true);
    expect(ROUTING_STREAM['task.updated'].schema.safeParse({ status: 'pending' }).success).toBe(false);
  });
});
