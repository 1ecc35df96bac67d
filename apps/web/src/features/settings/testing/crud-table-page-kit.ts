// Test support for the settings pages built on CrudTablePage (a table of records added, edited and
// deleted through a form in a modal): a fake GraphQL server that keeps the records, and the steps
// and checks their tests share.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
export const PAGE_LOAD = { timeout: 10_000 };

/** When every test record was created and last updated. */
export const AT = '2025-03-04T15:05:00.000Z';

/** The GraphQL fields of a list: its query and its three mutations. */
export type CrudFields = { list: string; create: string; update: string; remove: string };

export type CrudListServerOptions<TRecord extends { id: string }, TInput> = {
  /** The records the server starts with; the mutations change this array in place. */
  records: TRecord[];
  fields: CrudFields;
  /** A created record's id is this prefix and its place in the list (`e3`). */
  idPrefix: string;
  /** The record the server keeps for an input, normalised as the server does. */
  toRecord: (id: string, input: TInput) => TRecord;
  /** The server's 409: `clashes` says whether another record already holds what `input` asks for. */
  conflict: { message: string; field: string; clashes: (record: TRecord, input: TInput) => boolean };
};

export type CrudListServer<TInput> = {
  calls: FetchCall[];
  fields: CrudFields;
  /** The calls of one GraphQL field (`createBrandPhoneNumber`). */
  requests: (field: string) => FetchCall[];
  /** The input of the first call of a mutation. */
  firstInput: (field: string) => TInput;
};

type Body<TInput> = { query: string; variables: { id?: string; input?: TInput } };

/** The body the GraphQL client sent; every call past the CSRF token is one (graphql-request.ts). */
function bodyOf<TInput>(call: FetchCall): Body<TInput> {
  return call.body as Body<TInput>;
}

/** A fake GraphQL server over `records`: it answers the list and adds, updates and deletes records. */
export function crudListServer<TRecord extends { id: string }, TInput>(
  options: CrudListServerOptions<TRecord, TInput>,
): CrudListServer<TInput> {
  const { records, fields, idPrefix, toRecord, conflict } = options;
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const { query, variables } = bodyOf<TInput>(call);
      const { id, input } = variables;
      const taken = (value: TInput) =>
        records.some((record) => record.id !== id && conflict.clashes(record, value));
      const refused = () =>
        jsonResponse(200, {
          errors: [
            {
              message: conflict.message,
              extensions: { code: 'conflict', status: 409, field: conflict.field },
            },
          ],
        });
      if (query.includes(`${fields.create}(`) && input) {
        if (taken(input)) return refused();
        const created = toRecord(`${idPrefix}${records.length + 1}`, input);
        records.push(created);
        return jsonResponse(200, { data: { [fields.create]: created } });
      }
      if (query.includes(`${fields.update}(`) && input) {
        if (taken(input)) return refused();
        const updated = toRecord(id ?? '', input);
        records[records.findIndex((record) => record.id === id)] = updated;
        return jsonResponse(200, { data: { [fields.update]: updated } });
      }
      if (query.includes(`${fields.remove}(`)) {
        records.splice(
          records.findIndex((record) => record.id === id),
          1,
        );
        return jsonResponse(200, { data: { [fields.remove]: id } });
      }
      if (query.includes(fields.list)) return jsonResponse(200, { data: { [fields.list]: [...records] } });
      return jsonResponse(200, { errors: [{ message: `unexpected ${query}` }] });
    }),
  );
  const requests = (field: string) =>
    calls.filter((call) => JSON.stringify(call.body ?? null).includes(`${field}(`));
  const firstInput = (field: string): TInput => {
    const [first] = requests(field);
    const input = first && bodyOf<TInput>(first).variables.input;
    if (!input) throw new Error(`no ${field} request`);
    return input;
  };
  return { calls, fields, requests, firstInput };
}

/** The table row that shows `name`. */
export function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

export async function expectToast(message: string): Promise<void> {
  await waitFor(() => expect(toastMessages()).toContain(message));
}

/** Clicks a row's delete button and confirms in the dialog titled `dialog`; nothing is sent before. */
export async function deleteOnceConfirmed<TInput>(
  server: CrudListServer<TInput>,
  { button, dialog }: { button: string; dialog: string },
): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const confirmation = await screen.findByRole('dialog', { name: dialog });
  expect(server.requests(server.fields.remove)).toHaveLength(0);
  fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
}
