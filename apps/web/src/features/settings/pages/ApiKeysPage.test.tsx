import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlDocument } from '../../../shared/api/graphql-request.ts';
import {
  type FetchCall,
  installFetch,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  graphqlError,
  sentOperationName,
  sentVariables,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import {
  CreateWriteKeyDocument,
  RevokeWriteKeyDocument,
  type SettingsWriteKeyFragment,
  WriteKeysDocument,
} from '../api/write-keys.generated.ts';
import { AT, expectToast, PAGE_LOAD, rowOf } from '../testing/crud-table-page-kit.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/settings/integrations/api-keys';
const SECRET = `pwk_${'a'.repeat(32)}_${'b'.repeat(39)}Zx9Q`;

type WriteKey = SettingsWriteKeyFragment;

function writeKey(id: string, name: string, overrides: Partial<WriteKey> = {}): WriteKey {
  return {
    id,
    name,
    lastFour: `k${id.padStart(3, '0')}`.slice(-4),
    status: 'active',
    createdAt: AT,
    createdBy: { id: 'user-1', name: 'Ada Lovelace' },
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

type Failure = { message: string; code: string; status: number; field?: string };

/**
 * A fake write-keys GraphQL server over `keys` (live ones first, as the server orders them): it pages
 * the list, creates a key answering SECRET, and revokes. `fail` makes a field answer an error instead.
 */
function writeKeysServer(
  keys: WriteKey[],
  fail: Partial<Record<'list' | 'create' | 'revoke', Failure>> = {},
) {
  const refuse = ({ message, ...extensions }: Failure) => graphqlError(message, extensions);
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const create = sentVariables(call, CreateWriteKeyDocument);
      if (create) {
        if (fail.create) return refuse(fail.create);
        const created = writeKey(`n${keys.length + 1}`, create.input.name, { lastFour: 'Zx9Q' });
        keys.unshift(created);
        return graphqlData(CreateWriteKeyDocument, { createWriteKey: { key: SECRET, writeKey: created } });
      }
      const revoke = sentVariables(call, RevokeWriteKeyDocument);
      if (revoke) {
        if (fail.revoke) return refuse(fail.revoke);
        const index = keys.findIndex((key) => key.id === String(revoke.id));
        const [found] = keys.splice(index, 1);
        if (!found) return refuse({ message: `no key ${revoke.id}`, code: 'not_found', status: 404 });
        const revoked: WriteKey = { ...found, status: 'revoked', revokedAt: AT };
        keys.push(revoked);
        return graphqlData(RevokeWriteKeyDocument, { revokeWriteKey: revoked });
      }
      const list = sentVariables(call, WriteKeysDocument);
      if (list) {
        if (fail.list) return refuse(fail.list);
        const page = list.page ?? 0;
        const size = list.size ?? 25;
        const items = keys.slice(page * size, (page + 1) * size);
        return graphqlData(WriteKeysDocument, { writeKeys: { items, total: keys.length, page, size } });
      }
      return refuse({ message: `unexpected ${sentOperationName(call)}`, code: 'internal', status: 500 });
    }),
  );
  const requests = (document: GraphqlDocument<unknown, never>) => callsOf(calls, document);
  /** The variables of a call of `document` (the last one unless `index` says otherwise). */
  const variablesOf = <TVariables,>(
    document: GraphqlDocument<unknown, TVariables>,
    index = -1,
  ): TVariables => {
    const variables = sentVariables(callsOf(calls, document).at(index), document);
    if (!variables) throw new Error(`no ${String(document)} request`);
    return variables;
  };
  return { calls, requests, variablesOf };
}

const admin = makeProfile({ roles: ['admin'] });
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  resetApiState();
  writeText.mockClear();
  // jsdom has no clipboard; the Copy button writes through this.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Settings › Integrations › API keys', () => {
  it('shows the empty state, and creates a key whose secret is shown once, to copy', async () => {
    const server = writeKeysServer([]);
    renderApp(PATH, admin);
    expect(await screen.findByText('No API keys yet.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'New API key' })[0] as HTMLElement);
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(server.requests(CreateWriteKeyDocument)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: '  Website  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    const secret = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect(within(secret).getByLabelText('API key')).toHaveValue(SECRET);
    expect(
      within(secret).getByText('This key will not be shown again. Copy it now and keep it somewhere safe.'),
    ).toBeInTheDocument();
    expect(server.variablesOf(CreateWriteKeyDocument).input).toEqual({ name: 'Website' });
    fireEvent.click(within(secret).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(secret).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expectToast('API key created.');

    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the new key by its last four characters only; the secret is gone from the page.
    const row = within(await screen.findByRole('row', { name: /Website/ }));
    expect(row.getByText('pwk_…Zx9Q')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('Never')).toBeInTheDocument();
    expect(row.getByText('by Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("shows the server's refusal of a name under the field", async () => {
    writeKeysServer([], {
      create: {
        message: 'name must be at most 100 characters',
        code: 'validation_failed',
        status: 400,
        field: 'name',
      },
    });
    renderApp(PATH, admin);
    await screen.findByText('No API keys yet.', {}, PAGE_LOAD);
    fireEvent.click(screen.getAllByRole('button', { name: 'New API key' })[0] as HTMLElement);
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Website' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Copy your new API key' })).not.toBeInTheDocument();
  });

  it('lists when each key was made, by whom and last used, and revokes one once confirmed', async () => {
    const server = writeKeysServer([
      writeKey('1', 'Website', { lastUsedAt: '2025-03-05T09:30:00.000Z' }),
      writeKey('2', 'Old importer', { createdBy: null, lastFour: null }),
      writeKey('3', 'Billing', { status: 'revoked', revokedAt: AT }),
    ]);
    renderApp(PATH, admin);
    await screen.findByText('Website', {}, PAGE_LOAD);
    expect(within(rowOf('Website')).getByText('Mar 5, 2025 9:30 AM')).toBeInTheDocument();
    expect(within(rowOf('Old importer')).getByText('from the command line')).toBeInTheDocument();
    expect(within(rowOf('Old importer')).getByText('pwk_…')).toBeInTheDocument();
    expect(within(rowOf('Billing')).getByText('Revoked')).toBeInTheDocument();
    // A revoked key cannot be revoked again.
    expect(screen.queryByRole('button', { name: 'Revoke Billing' })).not.toBeInTheDocument();
    expect(screen.getByText('3 keys')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Website' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(within(confirmation).getByText(/can no longer send events/)).toBeInTheDocument();
    expect(server.requests(RevokeWriteKeyDocument)).toHaveLength(0);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(within(rowOf('Website')).getByText('Revoked')).toBeInTheDocument());
    expect(server.variablesOf(RevokeWriteKeyDocument)).toEqual({ id: '1' });
    expect(screen.queryByRole('button', { name: 'Revoke Website' })).not.toBeInTheDocument();
    await expectToast('API key revoked.');
  });

  it('toasts a failed revoke and shows the list as the server has it', async () => {
    const server = writeKeysServer([writeKey('1', 'Website')], {
      revoke: { message: 'API key not found', code: 'not_found', status: 404, field: 'id' },
    });
    renderApp(PATH, admin);
    await screen.findByText('Website', {}, PAGE_LOAD);
    const listsBefore = server.requests(WriteKeysDocument).length;
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Website' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Revoke' }));
    await expectToast('API key not found');
    await waitFor(() => expect(server.requests(WriteKeysDocument).length).toBeGreaterThan(listsBefore));
  });

  it('pages a long list', async () => {
    const keys = Array.from({ length: 30 }, (_, index) => writeKey(String(index + 1), `Key ${index + 1}`));
    const server = writeKeysServer(keys);
    renderApp(PATH, admin);
    await screen.findByText('Key 1', {}, PAGE_LOAD);
    expect(screen.getByText('Key 25')).toBeInTheDocument();
    expect(screen.queryByText('Key 26')).not.toBeInTheDocument();
    expect(screen.getByText('30 keys')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Key 26')).toBeInTheDocument();
    expect(screen.queryByText('Key 1')).not.toBeInTheDocument();
    expect(server.variablesOf(WriteKeysDocument)).toEqual({ page: 1, size: 25 });
  });

  it('shows a failed load in place, with a retry', async () => {
    writeKeysServer([], { list: { message: 'Could not load API keys', code: 'internal', status: 500 } });
    renderApp(PATH, admin);
    expect(await screen.findByRole('button', { name: 'Try again' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getAllByText('Could not load API keys').length).toBeGreaterThan(0);
    expect(screen.queryByText('No API keys yet.')).not.toBeInTheDocument();
  });

  it('tells a supervisor that API keys are for admins, asking the server nothing', async () => {
    const server = writeKeysServer([writeKey('1', 'Website')]);
    renderApp(PATH, makeProfile({ roles: ['supervisor'] }));
    expect(
      await screen.findByText('Only admins can see and manage API keys.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New API key' })).not.toBeInTheDocument();
    expect(server.requests(WriteKeysDocument)).toHaveLength(0);
  });
});
