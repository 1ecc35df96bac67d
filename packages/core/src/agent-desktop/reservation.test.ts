import { describe, expect, it } from 'vitest';
import { makeReservation } from './fixtures.ts';
import { conversationMessageEventSchema, reservationSchema } from './reservation.ts';
import {
  directionOf,
  flagAttribute,
  originalTaskSidOf,
  reservationStatusRank,
  textAttribute,
} from './reservation-attributes.ts';

describe('reservation shapes (docs/routing-contract.md)', () => {
  it('parses a reservation and tolerates odd attributes', () => {
    const reservation = makeReservation();
    expect(reservationSchema.parse(reservation)).toEqual(reservation);
    expect(reservationSchema.parse({ ...reservation, attributes: null }).attributes).toEqual({});
    expect(reservationSchema.safeParse({ ...reservation, status: 'lost' }).success).toBe(false);
  });

  it('parses a conversation.message event', () => {
    const parsed = conversationMessageEventSchema.parse({
      conversationSid: 'CH1',
      taskSid: 'WT1',
      message: {
        sid: 'IM1',
        author: '+1555',
        body: 'Hi',
        dateUpdated: '2025-01-01T00:00:00.000Z',
        media: [],
        attributes: { direction: 'inbound', name: 'Grace' },
      },
    });
    expect(parsed.message.attributes.direction).toBe('inbound');
  });

  it('reads attributes', () => {
    const reservation = makeReservation({
      attributes: {
        title: ' Callback ',
        autoAnswer: 'TRUE',
        original_task_sid: 'WT0',
        direction: 'Outbound',
        n: 5,
      },
    });
    expect(textAttribute(reservation, 'title')).toBe('Callback');
    expect(textAttribute(reservation, 'n')).toBe('5');
    expect(textAttribute(reservation, 'missing')).toBeUndefined();
    expect(flagAttribute(reservation, 'autoAnswer')).toBe(true);
    expect(originalTaskSidOf(reservation)).toBe('WT0');
    expect(directionOf(reservation)).toBe('outbound');
  });

  it('ranks statuses in lifecycle order', () => {
    expect(reservationStatusRank('pending')).toBeLessThan(reservationStatusRank('accepted'));
    expect(reservationStatusRank('accepted')).toBeLessThan(reservationStatusRank('wrapping'));
    expect(reservationStatusRank('wrapping')).toBeLessThan(reservationStatusRank('timeout'));
  });
});
