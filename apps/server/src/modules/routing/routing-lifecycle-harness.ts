import { expect } from 'vitest';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { createAgent } from './routing-test-kit.ts';

// The app and sign-in helpers the routing lifecycle tests share (not imported by the app).

export type LifecycleHarness = {
  readonly t: TestApp;
  clientFor(agent: { email: string; password: string }): Promise<TestClient>;
  brandWithAgents(
    count: number,
    status?: string,
  ): Promise<{ brandId: string; agents: Awaited<ReturnType<typeof createAgent>>[] }>;
  close(): Promise<void>;
};

/** One test app; each signed-in client gets its own address so sign-in rate limits never meet. */
export async function createLifecycleHarness(addressPrefix: string): Promise<LifecycleHarness> {
  const t = await createTestApp();
  let address = 0;
  return {
    t,
    async clientFor(agent) {
      address += 1;
      const client = new TestClient(t.app, `${addressPrefix}.${Math.floor(address / 250)}.${address % 250}`);
      const response = await client.signIn(agent.email, agent.password);
      expect(response.statusCode).toBe(200);
      return client;
    },
    async brandWithAgents(count, status = 'Available') {
      const brand = await createTestBrand(t.database.db);
      const agents = [];
      // One at a time, so the first agent has been idle longest.
      for (let i = 0; i < count; i += 1) {
        agents.push(await createAgent(t.database.db, { brandId: brand.id, status }));
      }
      return { brandId: brand.id, agents };
    },
    close: () => t.close(),
  };
}
