import { describe, expect, it } from 'vitest';
import { makeMessage } from './fixtures.ts';
import { countInboundMessage, EMPTY_UNREAD, markConversationRead, unreadCount } from './unread.ts';

describe('unread counts (spec 000 §4)', () => {
  it('rises with each new inbound message, per conversation', () => {
    let state = EMPTY_UNREAD;
    state = countInboundMessage(state, 'CH1', makeMessage(), false);
    state = countInboundMessage(state, 'CH1', makeMessage(), false);
    state = countInboundMessage(state, 'CH2', makeMessage(), false);
    expect(unreadCount(state, 'CH1')).toBe(2);
    expect(unreadCount(state, 'CH2')).toBe(1);
    expect(unreadCount(state, undefined)).toBe(0);
  });

  it('ignores outbound messages, repeats of a message and the conversation on screen', () => {
    const message = makeMessage();
    let state = countInboundMessage(EMPTY_UNREAD, 'CH1', message, false);
    state = countInboundMessage(state, 'CH1', message, false);
    state = countInboundMessage(state, 'CH1', makeMessage({ attributes: { direction: 'outbound' } }), false);
    state = countInboundMessage(state, 'CH1', makeMessage(), true);
    expect(unreadCount(state, 'CH1')).toBe(1);
  });

  it('clears when the conversation is read', () => {
    const state = countInboundMessage(EMPTY_UNREAD, 'CH1', makeMessage(), false);
    expect(unreadCount(markConversationRead(state, 'CH1'), 'CH1')).toBe(0);
    expect(markConversationRead(EMPTY_UNREAD, 'CH1')).toBe(EMPTY_UNREAD);
  });
});
