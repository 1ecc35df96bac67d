import { expect } from '@playwright/test';
import type { AdminApi } from './admin-api.ts';
import { DEMO_USERS, type DemoRole } from './demo.ts';

// The demo users through the admin's API: who they are, their feature flags, their status (the
// specs make everyone but the user under test Unavailable, so work reaches only them).

type AgentItem = { id: string; email: string; workerSid: string };

/** The demo user's id and worker sid (GraphQL findAllAgents). */
export async function demoUser(adminApi: AdminApi, role: DemoRole): Promise<AgentItem> {
  const { findAllAgents } = await adminApi.graphql<{ findAllAgents: { items: AgentItem[] } }>(
    'query { findAllAgents(queryParams: { page: 0, size: 1000 }) { items { id email workerSid } } }',
  );
  const user = findAllAgents.items.find((item) => item.email === DEMO_USERS[role].email);
  expect(user, `the demo ${role}`).toBeDefined();
  return user as AgentItem;
}

/** Switches a per-user feature flag (it applies to pages loaded after). */
export async function setFlag(
  adminApi: AdminApi,
  role: DemoRole,
  key: string,
  value: boolean,
): Promise<void> {
  const user = await demoUser(adminApi, role);
  await adminApi.graphql(
    'mutation ($userId: ID!, $key: String!, $value: JSON) { setUserFeatureFlag(userId: $userId, key: $key, value: $value) }',
    {
      userId: user.id,
      key,
      value,
    },
  );
}

/** Sets these demo users Unavailable (through the admin API), so that calls ring only the agent under test. */
export async function setUnavailable(adminApi: AdminApi, roles: readonly DemoRole[]): Promise<void> {
  for (const role of roles) {
    const user = await demoUser(adminApi, role);
    await adminApi.graphql(
      'mutation ($data: UpdateUserDataInput!) { updateAgent(updateUserData: $data) { status } }',
      { data: { status: 'Unavailable', twilioSid: user.workerSid } },
    );
  }
}
