import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { describe, expect, it } from 'vitest';
import { taskSnippet } from './task-display.ts';

function reservation(channel: string, attributes: Record<string, unknown>): Reservation {
  return { taskChannelUniqueName: channel, attributes } as unknown as Reservation;
}

describe('taskSnippet', () => {
  it('shows an email’s subject and the start of its body', () => {
    expect(
      taskSnippet(reservation('email', { subject: 'Order 1042', bodySnippet: 'Where is my parcel?' })),
    ).toBe('Order 1042 — Where is my parcel?');
    expect(taskSnippet(reservation('email', { subject: ' ', bodySnippet: 'Only a body' }))).toBe(
      'Only a body',
    );
    expect(taskSnippet(reservation('email', {}))).toBeNull();
  });

  it('shows nothing for other channels', () => {
    expect(taskSnippet(reservation('sms', { subject: 'x', bodySnippet: 'y' }))).toBeNull();
  });
});
