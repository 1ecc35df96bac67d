import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from './browser-location.ts';
import { graphqlRequest } from './graphql-request.ts';
import { setBrandSlug } from './request-context.ts';
import {
  installFetch,
  jsonResponse,
  resetApiState,
  shownToasts,
  toastMessages,
  withCsrf,
} from './testing/api-test-kit.ts';
import { testDocument } from './testing/graphql-test-kit.ts';

vi.mock('./browser-location.ts', () => ({ goTo: vi.fn(), currentPathname: () => '/agent' }));

const QUERY_TEXT = 'query TestAgent($a: Int) { getAuthenticatedUser { id email } }';
const QUERY = testDocument<{ getAuthenticatedUser: { id: string } }, { a?: number | null }>(QUERY_TEXT);

beforeEach(() => {
  resetApiState();
  vi.mocked(goTo).mockReset();
});

describe('graphqlRequest', () => {
  it('posts the query and variables with the common headers and returns data', async () => {
    const { calls } = installFetch(
      withCsrf(() => jsonResponse(200, { data: { getAuthenticatedUser: { id: 'u1' } } })),
    );
    setBrandSlug('acme');
    const data = await graphqlRequest(QUERY, { a: 1 });
    expect(data.getAuthenticatedUser.id).toBe('u1');
    const call = calls[1];
    expect(call?.url).toBe('/api/graphql');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ query: QUERY_TEXT, variables: { a: 1 } });
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(call?.headers.get('x-brand-slug')).toBe('acme');
    expect(call?.headers.get('x-tab-id')).toBeTruthy();
  });

  it('throws a validation error as a body, with its field', async () => {
    installFetch(
      withCsrf(() =>
        jsonResponse(200, {
          data: null,
          errors: [
            {
              message: 'status is required',
              extensions: { code: 'validation_failed', field: 'status', status: 400 },
            },
          ],
        }),
      ),
    );
    await expect(graphqlRequest(QUERY)).rejects.toMatchObject({
      kind: 'body',
      status: 400,
      code: 'validation_failed',
      field: 'status',
      message: 'status is required',
    });
    expect(shownToasts()).toEqual([]);
  });

  it('redirects on an unauthenticated answer, in the body or as HTTP 401', async () => {
    installFetch(
      withCsrf(() =>
        jsonResponse(200, {
          errors: [{ message: 'Not signed in', extensions: { code: 'unauthenticated', status: 401 } }],
        }),
      ),
    );
    await expect(graphqlRequest(QUERY)).rejects.toMatchObject({ kind: 'expired' });
    expect(goTo).toHaveBeenCalledWith('/login?expired=true&next=%2Fagent');
    installFetch(() => jsonResponse(401, { code: 'unauthenticated', message: 'Not signed in' }));
    await expect(graphqlRequest(QUERY)).rejects.toMatchObject({ kind: 'expired', status: 401 });
  });

  it('shows a refused action (forbidden) as an error without signing the user out', async () => {
    installFetch(
      withCsrf(() =>
        jsonResponse(200, {
          errors: [
            {
              message: 'You do not have permission to do this',
              extensions: { code: 'forbidden', status: 403 },
            },
          ],
        }),
      ),
    );
    await expect(graphqlRequest(QUERY)).rejects.toMatchObject({ kind: 'failure', status: 403 });
    expect(goTo).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual(['You do not have permission to do this']);
  });

  it('toasts the failure message for a masked error, else its own message', async () => {
    installFetch(
      withCsrf(() =>
        jsonResponse(200, { errors: [{ message: 'There was an error', extensions: { code: 'internal' } }] }),
      ),
    );
    await expect(
      graphqlRequest(QUERY, {}, { failureMessage: 'Could not update the agent' }),
    ).rejects.toMatchObject({
      kind: 'failure',
      status: 500,
      message: 'Could not update the agent',
    });
    await expect(graphqlRequest(QUERY)).rejects.toMatchObject({ message: 'There was an error' });
    expect(toastMessages()).toEqual(['Could not update the agent', 'There was an error']);
  });

  it('uses the notFound message for a not_found error', async () => {
    installFetch(
      withCsrf(() =>
        jsonResponse(200, {
          errors: [{ message: 'No such agent', extensions: { code: 'not_found', status: 404 } }],
        }),
      ),
    );
    await expect(graphqlRequest(QUERY, {}, { notFoundMessage: 'Agent not found' })).rejects.toMatchObject({
      kind: 'notFound',
      message: 'Agent not found',
    });
  });
});
