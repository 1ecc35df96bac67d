import type { ConditionTree } from '@parley/core/conditions/model';
import type { LightMyRequestResponse } from 'fastify';
import type { DbExecutor } from '../../platform/db/database.ts';
import { firstNameGroup } from '../../test/condition-factories.ts';
import { gql, gqlError, gqlField } from '../../test/settings-factories.ts';
import type { TestClient } from '../../test/test-app.ts';
import { importContacts, type NewContact } from '../contacts/import-contacts.ts';

// GraphQL documents, builders and the multipart upload shared by the segments integration tests.

const SEGMENT = 'id name type conditions count createdById createdAt updatedAt';
export const LIST_SEGMENTS = `query { segments { ${SEGMENT} } }`;
export const GET_SEGMENT = `query ($id: ID!) { segment(id: $id) { ${SEGMENT} } }`;
export const SEGMENT_CONTACTS = `query ($id: ID!, $page: Int, $size: Int) { segmentContacts(id: $id, page: $page, size: $size) {
  page size hasMore items { profileId name firstName lastName contactPhone email externalId } } }`;
export const PREVIEW_COUNT = 'query ($conditions: JSON!) { previewSegmentCount(conditions: $conditions) }';
export const CREATE_SEGMENT = `mutation ($name: String!, $type: SegmentType!, $conditions: JSON) {
  createSegment(name: $name, type: $type, conditions: $conditions) { ${SEGMENT} } }`;
export const UPDATE_SEGMENT = `mutation ($id: ID!, $name: String!, $conditions: JSON) {
  updateSegment(id: $id, name: $name, conditions: $conditions) { ${SEGMENT} } }`;
export const DELETE_SEGMENT = 'mutation ($id: ID!) { deleteSegment(id: $id) { id } }';

export type SegmentAnswer = {
  id: string;
  name: string;
  type: 'dynamic' | 'static';
  conditions: ConditionTree | null;
  count: number | null;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A tree of one group: "firstName equals `firstName`". */
export function firstNameTree(firstName: string): ConditionTree {
  return { joinType: 'all', groups: [firstNameGroup(firstName)] };
}

export function createSegmentAs(
  client: TestClient,
  args: { name: string; type: 'dynamic' | 'static'; conditions?: unknown },
): Promise<SegmentAnswer> {
  return gqlField<SegmentAnswer>(client, CREATE_SEGMENT, 'createSegment', args);
}

export async function listSegmentsAs(client: TestClient): Promise<SegmentAnswer[]> {
  return gqlField<SegmentAnswer[]>(client, LIST_SEGMENTS, 'segments');
}

/** Contacts named `firstName` with a unique phone each (E.164), as the contacts module imports them. */
export async function seedContacts(
  db: DbExecutor,
  brandId: string,
  contacts: (Partial<NewContact> & { firstName: string })[],
): Promise<void> {
  await importContacts(db, {
    brandId,
    contacts: contacts.map((contact) => ({ lastName: 'Test', email: null, contactPhone: null, ...contact })),
  });
}

/** POST /api/segments/{id}/uploadFile as a browser sends it: multipart with file and includeCsvDataTypeRow. */
export function uploadCsv(
  client: TestClient,
  id: string,
  csv: string | Buffer,
  options: { includeCsvDataTypeRow?: boolean; fileField?: string } = {},
): Promise<LightMyRequestResponse> {
  const boundary = '----parley-test-boundary';
  const parts: Buffer[] = [];
  if (options.includeCsvDataTypeRow !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="includeCsvDataTypeRow"\r\n\r\n${options.includeCsvDataTypeRow}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField ?? 'file'}"; filename="contacts.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return client.request({
    method: 'POST',
    url: `/api/segments/${id}/uploadFile`,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export { gql, gqlError, gqlField };
