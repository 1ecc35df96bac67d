import { gql } from '../../test/settings-factories.ts';
import type { TestClient } from '../../test/test-app.ts';

// GraphQL documents and helpers of the user-deactivation tests (imported by *.test.ts only).

export const DEACTIVATION_FIELDS = 'id email status deactivated deactivatedAt';
export const DEACTIVATE = `mutation ($id: ID!) { deactivateUser(id: $id) { ${DEACTIVATION_FIELDS} } }`;
export const REACTIVATE = `mutation ($id: ID!) { reactivateUser(id: $id) { ${DEACTIVATION_FIELDS} } }`;

export type DeactivationResult = {
  id: string;
  email: string;
  status: string;
  deactivated: boolean;
  deactivatedAt: string | null;
};

/** Deactivates (or reactivates) through GraphQL; fails the test on an error. */
export async function setDeactivated(client: TestClient, id: string, deactivated: boolean) {
  const field = deactivated ? 'deactivateUser' : 'reactivateUser';
  const body = await gql(client, deactivated ? DEACTIVATE : REACTIVATE, { id });
  if (body.errors?.length || !body.data) throw new Error(`${field} failed: ${JSON.stringify(body)}`);
  // The document above names these fields.
  return body.data[field] as DeactivationResult;
}
