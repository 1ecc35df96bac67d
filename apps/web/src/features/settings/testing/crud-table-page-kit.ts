// Test support for the settings pages built on CrudTablePage (a table of records added, edited and
// deleted through a form in a modal): a fake GraphQL server that keeps the records, and the steps
// and checks their tests share.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { GraphqlDocument } from '../../../shared/api/graphql-request.ts';
import {
  type FetchCall,
  installFetch,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  graphqlError,
  sentOperation,
  sentOperationName,
} from '../../../shared/api/testing/graphql-test-kit.ts';

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
export const PAGE_LOAD = { timeout: 10_000 };

/** When every test record was created and last updated. */
export const AT = '2025-03-04T15:05:00.000Z';

/** One operation of the list: its generated document and its answer built from the records. */
export type CrudOperation<TValue> = {
  document: GraphqlDocument<unknown, never>;
  respond: (value: TValue) => Response;
};

/**
 * An operation answered with `answer(value)`, which must have the shape of the document's generated
 * result (so a field renamed in the schema breaks the fake's compile).
 */
export function crudOperation<TResult, TValue>(
  document: GraphqlDocument<TResult, never>,
  answer: (value: TValue) => NoInfer<TResult>,
): CrudOperation<TValue> {
  return { document, respond: (value) => graphqlData(document, answer(value)) };
}

/** The list query and its three mutations. */
export type CrudOperations<TRecord> = {
  list: CrudOperation<TRecord[]>;
  create: CrudOperation<TRecord>;
  update: CrudOperation<TRecord>;
  remove: CrudOperation<string>;
};

export type CrudOperationKind = keyof CrudOperations<unknown>;

/** What the list's mutations send: the record's id (update, delete) and the form's input (create, update). */
type CrudVariables<TInput> = { id?: string; input?: TInput };

export type CrudListServerOptions<TRecord extends { id: string }, TInput> = {
  /** The records the server starts with; the mutations change this array in place. */
  records: TRecord[];
  operations: CrudOperations<TRecord>;
  /** A created record's id is this prefix and its place in the list (`e3`). */
  idPrefix: string;
  /** The record the server keeps for an input, normalised as the server does. */
  toRecord: (id: string, input: TInput) => TRecord;
  /** The server's 409: `clashes` says whether another record already holds what `input` asks for. */
  conflict: { message: string; field: string; clashes: (record: TRecord, input: TInput) => boolean };
};

export type CrudListServer<TInput> = {
  calls: FetchCall[];
  /** The calls of one operation of the list. */
  requests: (kind: CrudOperationKind) => FetchCall[];
  /** The input of the first call of a mutation. */
  firstInput: (kind: CrudOperationKind) => TInput;
};

/** A fake GraphQL server over `records`: it answers the list and adds, updates and deletes records. */
export function crudListServer<TRecord extends { id: string }, TInput>(
  options: CrudListServerOptions<TRecord, TInput>,
): CrudListServer<TInput> {
  const { records, operations, idPrefix, toRecord, conflict } = options;
  const sent = (call: FetchCall, kind: CrudOperationKind): CrudVariables<TInput> | undefined => {
    if (!sentOperation(call, operations[kind].document)) return undefined;
    // The page's api file sends these variables typed by the generated document; TInput is what the
    // test expects its form to send.
    return Reflect.get(Object(call.body), 'variables') as CrudVariables<TInput>;
  };
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const id = String(sent(call, 'update')?.id ?? sent(call, 'remove')?.id ?? '');
      const taken = (value: TInput) =>
        records.some((record) => record.id !== id && conflict.clashes(record, value));
      const refused = () =>
        graphqlError(conflict.message, { code: 'conflict', status: 409, field: conflict.field });
      const createInput = sent(call, 'create')?.input;
      if (createInput) {
        if (taken(createInput)) return refused();
        const created = toRecord(`${idPrefix}${records.length + 1}`, createInput);
        records.push(created);
        return operations.create.respond(created);
      }
      const updateInput = sent(call, 'update')?.input;
      if (updateInput) {
        if (taken(updateInput)) return refused();
        const updated = toRecord(id, updateInput);
        records[records.findIndex((record) => record.id === id)] = updated;
        return operations.update.respond(updated);
      }
      if (sent(call, 'remove')) {
        records.splice(
          records.findIndex((record) => record.id === id),
          1,
        );
        return operations.remove.respond(id);
      }
      if (sent(call, 'list')) return operations.list.respond([...records]);
      return graphqlError(`unexpected ${sentOperationName(call)}`, { code: 'internal', status: 500 });
    }),
  );
  const requests = (kind: CrudOperationKind) => callsOf(calls, operations[kind].document);
  const firstInput = (kind: CrudOperationKind): TInput => {
    const [first] = requests(kind);
    const input = first && sent(first, kind)?.input;
    if (!input) throw new Error(`no ${kind} request`);
    return input;
  };
  return { calls, requests, firstInput };
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
  expect(server.requests('remove')).toHaveLength(0);
  fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
}
