import { describe, expect, it } from 'vitest';
import { sleep } from './events-test-support.ts';
import { NotifyBatcher, parseNotifyPayload } from './notify-batcher.ts';

describe('NotifyBatcher', () => {
  it('coalesces a burst into one notification carrying the highest id, sent without waiting', async () => {
    const sent: string[] = [];
    const batcher = new NotifyBatcher(
      async (payload) => void sent.push(payload),
      'p1',
      30,
      () => {},
    );
    for (let id = 1; id <= 100; id += 1) batcher.note(id);
    await sleep(10);
    expect(sent).toEqual(['p1:100']);
    batcher.note(101);
    batcher.note(102);
    await sleep(50);
    expect(sent).toEqual(['p1:100', 'p1:102']);
    await batcher.close();
    expect(batcher.sent).toBe(2);
  });

  it('sends at most one notification per interval under a steady stream of events', async () => {
    const sentAt: number[] = [];
    const batcher = new NotifyBatcher(
      async () => void sentAt.push(Date.now()),
      'p1',
      30,
      () => {},
    );
    const started = Date.now();
    for (let id = 1; id <= 40; id += 1) {
      batcher.note(id);
      await sleep(5);
    }
    const elapsed = Date.now() - started;
    await batcher.close();
    expect(sentAt.length).toBeLessThanOrEqual(Math.ceil(elapsed / 30) + 2);
    for (let index = 1; index < sentAt.length - 1; index += 1) {
      // setTimeout may fire a millisecond early by Date.now()'s rounding.
      expect(sentAt[index]! - sentAt[index - 1]!).toBeGreaterThanOrEqual(29);
    }
  });

  it('flushes what is pending on close', async () => {
    const sent: string[] = [];
    const batcher = new NotifyBatcher(
      async (payload) => void sent.push(payload),
      'p1',
      10_000,
      () => {},
    );
    batcher.note(7);
    await batcher.close();
    expect(sent).toEqual(['p1:7']);
  });

  it('parses its own payload and rejects others', () => {
    expect(parseNotifyPayload('a1b2:42')).toEqual({ origin: 'a1b2', maxId: 42 });
    expect(parseNotifyPayload('garbage')).toBeNull();
    expect(parseNotifyPayload(':5')).toBeNull();
  });
});
