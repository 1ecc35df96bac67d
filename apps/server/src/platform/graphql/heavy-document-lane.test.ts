import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HEAVY_DOCUMENT_COST, heavyDocumentLane, recordDocumentCost } from './heavy-document-lane.ts';

// A user's heavy documents run one at a time; light ones and other users' do not wait for them.

function request(userId: string, cost: number): FastifyRequest {
  const req = { session: { userId } } as unknown as FastifyRequest;
  recordDocumentCost({ req }, cost);
  return req;
}

type OnExecute = (payload: { args: { contextValue: unknown } }) => Promise<unknown> | unknown;

async function started(lane: ReturnType<typeof heavyDocumentLane>, req: FastifyRequest) {
  const onExecute = lane.plugin.onExecute as unknown as OnExecute;
  let done = false;
  const run = Promise.resolve(onExecute({ args: { contextValue: { req } } })).then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { isRunning: () => done, run };
}

describe('heavy documents', () => {
  it("run one at a time per user, beside the user's light ones and other users' heavy ones", async () => {
    const lane = heavyDocumentLane();
    const first = request('agent', HEAVY_DOCUMENT_COST);
    const second = request('agent', HEAVY_DOCUMENT_COST * 3);
    const light = request('agent', HEAVY_DOCUMENT_COST - 1);
    const otherUser = request('admin', HEAVY_DOCUMENT_COST);

    const a = await started(lane, first);
    const b = await started(lane, second);
    const c = await started(lane, light);
    const d = await started(lane, otherUser);
    expect([a.isRunning(), b.isRunning(), c.isRunning(), d.isRunning()]).toEqual([true, false, true, true]);

    lane.release(first);
    await b.run;
    expect(b.isRunning()).toBe(true);
    lane.release(second);
    lane.release(light);
    lane.release(otherUser);
  });

  it('adds the costs of the operations of one document', async () => {
    const lane = heavyDocumentLane({ heavyCost: 10 });
    const req = request('agent', 6);
    recordDocumentCost({ req }, 6);
    const holder = await started(lane, req);
    const next = await started(lane, request('agent', 10));
    expect([holder.isRunning(), next.isRunning()]).toEqual([true, false]);
    lane.release(req);
    await next.run;
  });
});
