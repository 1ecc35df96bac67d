import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Google's and Microsoft's endpoints in the tests (docs/email.md "Gmail and Outlook"):
// the OAuth token endpoints, the Gmail API and Microsoft Graph, on one local port. It answers with
// the documented response shapes and checks that every request has the documented shape (Bearer
// header, form-encoded token requests with the client's id and secret, base64url `raw`, the query
// parameters); what it finds wrong is kept in `problems`, which a test expects to be empty.

export type FakeProviderName = 'gmail' | 'outlook';

type Account = { provider: FakeProviderName; email: string };
type IssuedToken = Account & { expiresAt: number };
type GmailMessage = { id: string; historyId: number; raw: Buffer };
type GraphMessage = { id: string; receivedDateTime: string; raw: Buffer };

export type FakeOAuthProvider = {
  url: string;
  /** The env that points Parley at this fake (README's configuration table). */
  env(publicUrl: string): Record<string, string>;
  /** An authorization code the provider would put on the redirect after the user said yes. */
  issueCode(provider: FakeProviderName, email: string): string;
  /** Every access token issued so far stops working (the API answers 401). */
  expireAccessTokens(): void;
  /** The token endpoint refuses refresh tokens from now on (the user removed Parley's access). */
  refuseRefresh: boolean;
  /** A mail arriving in the account's inbox. */
  deliver(provider: FakeProviderName, email: string, raw: Buffer | string): void;
  sent: { provider: FakeProviderName; email: string; raw: Buffer }[];
  tokenRequests: { provider: FakeProviderName; grantType: string }[];
  problems: string[];
  close(): Promise<void>;
};

export const FAKE_CLIENTS = {
  gmail: { id: 'gmail-client.apps.googleusercontent.test', secret: 'gmail-secret' },
  outlook: { id: '6731de76-14a6-49ae-97bc-6eba6914391e', secret: 'outlook-secret' },
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const BASE64 = /^[A-Za-z0-9+/\r\n]+={0,2}\s*$/;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

export async function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const problems: string[] = [];
  const codes = new Map<string, Account>();
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, Account>();
  const gmailInbox = new Map<string, GmailMessage[]>();
  const graphInbox = new Map<string, GraphMessage[]>();
  const sent: FakeOAuthProvider['sent'] = [];
  const tokenRequests: FakeOAuthProvider['tokenRequests'] = [];
  let historyId = 1000;
  let publicUrl = '';
  const token = () => randomBytes(18).toString('base64url');
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
    return ok;
  };

  function tokenAnswer(account: Account, grantType: string) {
    const accessToken = `ya29.${token()}`;
    accessTokens.set(accessToken, { ...account, expiresAt: Date.now() + 3600_000 });
    // Google gives a refresh token with the code only; Microsoft rotates it at every refresh.
    const refresh =
      grantType === 'authorization_code' || account.provider === 'outlook' ? `1//${token()}` : undefined;
    if (refresh) refreshTokens.set(refresh, account);
    return {
      access_token: accessToken,
      expires_in: 3599,
      token_type: 'Bearer',
      scope:
        account.provider === 'gmail'
          ? 'https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly'
          : 'Mail.ReadWrite Mail.Send User.Read',
      ...(refresh ? { refresh_token: refresh } : {}),
    };
  }

  async function tokenEndpoint(
    provider: FakeProviderName,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    check(request.method === 'POST', `${provider} token: method ${request.method}`);
    check(
      (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'),
      `${provider} token: content-type ${request.headers['content-type']}`,
    );
    const form = new URLSearchParams((await bodyOf(request)).toString('utf8'));
    const client = FAKE_CLIENTS[provider];
    if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
      problems.push(`${provider} token: client_id/client_secret not the client's`);
      return json(response, 401, { error: 'invalid_client', error_description: 'Unauthorized client' });
    }
    const grantType = form.get('grant_type') ?? '';
    tokenRequests.push({ provider, grantType });
    if (provider === 'outlook') check(Boolean(form.get('scope')), 'outlook token: no scope');
    if (grantType === 'authorization_code') {
      const expectedRedirect = `${publicUrl}/conv/${provider}-integration/oauth-callback`;
      check(
        form.get('redirect_uri') === expectedRedirect,
        `${provider} token: redirect_uri ${form.get('redirect_uri')}`,
      );
      const account = codes.get(form.get('code') ?? '');
      if (!account || account.provider !== provider) {
        return json(response, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      }
      codes.delete(form.get('code') ?? '');
      return json(response, 200, tokenAnswer(account, grantType));
    }
    if (grantType === 'refresh_token') {
      const account = refreshTokens.get(form.get('refresh_token') ?? '');
      if (fake.refuseRefresh || !account) {
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      if (provider === 'outlook') refreshTokens.delete(form.get('refresh_token') ?? '');
      return json(response, 200, tokenAnswer(account, grantType));
    }
    problems.push(`${provider} token: grant_type ${grantType}`);
    return json(response, 400, { error: 'unsupported_grant_type' });
  }

  /** The account of the request's Bearer token, or a 401 in the provider's shape. */
  function bearer(
    provider: FakeProviderName,
    request: IncomingMessage,
    response: ServerResponse,
  ): Account | null {
    const header = request.headers.authorization ?? '';
    check(header.startsWith('Bearer '), `${provider} API: Authorization ${header || 'missing'}`);
    const issued = accessTokens.get(header.slice('Bearer '.length));
    if (issued && issued.provider === provider && issued.expiresAt > Date.now()) return issued;
    if (provider === 'gmail') {
      json(response, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
    } else {
      json(response, 401, {
        error: {
          code: 'InvalidAuthenticationToken',
          message: 'Lifetime validation failed, the token is expired.',
        },
      });
    }
    return null;
  }

  async function gmailApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const account = bearer('gmail', request, response);
    if (!account) return;
    const path = url.pathname.replace(/^\/gmail-api\/gmail\/v1\/users\/me/, '');
    const inbox = gmailInbox.get(account.email) ?? [];
    if (path === '/profile') {
      return json(response, 200, {
        emailAddress: account.email,
        messagesTotal: inbox.length,
        threadsTotal: inbox.length,
        historyId: String(historyId),
      });
    }
    if (path === '/messages/send' && request.method === 'POST') {
      check(request.headers['content-type']?.startsWith('application/json') ?? false, 'gmail send: not JSON');
      // Checked field by field below.
      const body = JSON.parse((await bodyOf(request)).toString('utf8')) as { raw?: unknown };
      if (
        !check(typeof body.raw === 'string' && BASE64URL.test(body.raw), 'gmail send: raw is not base64url')
      ) {
        return json(response, 400, {
          error: { code: 400, message: 'Invalid value for ByteString', status: 'INVALID_ARGUMENT' },
        });
      }
      sent.push({ provider: 'gmail', email: account.email, raw: Buffer.from(String(body.raw), 'base64url') });
      historyId += 1;
      return json(response, 200, { id: token(), threadId: token(), labelIds: ['SENT'] });
    }
    if (path === '/messages' && request.method === 'GET') {
      const q = url.searchParams.get('q') ?? '';
      const match = /^(?:in:sent )?rfc822msgid:(\S+)$/.exec(q);
      if (!check(match !== null, `gmail list: q ${q}`))
        return json(response, 400, { error: { code: 400, message: 'Invalid q' } });
      const wanted = `<${match?.[1]}>`;
      const found = sent.filter(
        (mail) =>
          mail.email === account.email && mail.raw.toString('latin1').includes(`Message-ID: ${wanted}`),
      );
      return json(response, 200, {
        ...(found.length > 0 ? { messages: found.map(() => ({ id: token(), threadId: token() })) } : {}),
        resultSizeEstimate: found.length,
      });
    }
    if (path === '/history') {
      const start = Number(url.searchParams.get('startHistoryId'));
      check(Number.isFinite(start) && start > 0, 'gmail history: startHistoryId');
      check(url.searchParams.get('historyTypes') === 'messageAdded', 'gmail history: historyTypes');
      const added = inbox.filter((message) => message.historyId > start);
      return json(response, 200, {
        ...(added.length > 0
          ? {
              history: added.map((message) => ({
                id: String(message.historyId),
                messages: [{ id: message.id, threadId: message.id }],
                messagesAdded: [
                  { message: { id: message.id, threadId: message.id, labelIds: ['INBOX', 'UNREAD'] } },
                ],
              })),
            }
          : {}),
        historyId: String(historyId),
      });
    }
    const one = /^\/messages\/([^/]+)$/.exec(path);
    if (one) {
      check(url.searchParams.get('format') === 'raw', 'gmail get: format is not raw');
      const message = inbox.find((candidate) => candidate.id === one[1]);
      if (!message)
        return json(response, 404, { error: { code: 404, message: 'Requested entity was not found.' } });
      return json(response, 200, {
        id: message.id,
        threadId: message.id,
        historyId: String(message.historyId),
        raw: message.raw.toString('base64url'),
      });
    }
    problems.push(`gmail API: ${request.method} ${url.pathname}`);
    return json(response, 404, { error: { code: 404, message: 'Not Found' } });
  }

  async function graphApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const account = bearer('outlook', request, response);
    if (!account) return;
    const path = url.pathname.replace(/^\/graph\/v1\.0\/me/, '');
    const inbox = graphInbox.get(account.email) ?? [];
    if (path === '') {
      return json(response, 200, {
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
        mail: account.email,
        userPrincipalName: account.email,
      });
    }
    if (path === '/sendMail' && request.method === 'POST') {
      check(
        request.headers['content-type']?.startsWith('text/plain') ?? false,
        'graph sendMail: not text/plain',
      );
      const text = (await bodyOf(request)).toString('utf8');
      if (!check(BASE64.test(text), 'graph sendMail: body is not base64')) {
        return json(response, 400, {
          error: {
            code: 'ErrorMimeContentInvalidBase64String',
            message: 'Invalid base64 string for MIME content.',
          },
        });
      }
      sent.push({ provider: 'outlook', email: account.email, raw: Buffer.from(text, 'base64') });
      response.writeHead(202).end();
      return;
    }
    if (path === '/mailFolders/sentitems/messages') {
      const filter = url.searchParams.get('$filter') ?? '';
      const match = /^internetMessageId eq '(.+)'$/.exec(filter);
      if (!check(match !== null, `graph sent: $filter ${filter}`))
        return json(response, 400, { error: { code: 'BadRequest', message: 'Invalid filter' } });
      const wanted = match?.[1]?.replaceAll("''", "'") ?? '';
      const found = sent.filter(
        (mail) =>
          mail.email === account.email && mail.raw.toString('latin1').includes(`Message-ID: ${wanted}`),
      );
      return json(response, 200, { value: found.map(() => ({ id: token() })) });
    }
    if (path === '/mailFolders/inbox/messages') {
      const filter = url.searchParams.get('$filter') ?? '';
      const match = /^receivedDateTime ge (\S+)$/.exec(filter);
      check(match !== null, `graph inbox: $filter ${filter}`);
      check(url.searchParams.get('$orderby') === 'receivedDateTime asc', 'graph inbox: $orderby');
      const since = Date.parse(match?.[1] ?? '');
      const top = Number(url.searchParams.get('$top') ?? 10);
      const value = inbox
        .filter((message) => Date.parse(message.receivedDateTime) >= since)
        .slice(0, top)
        .map((message) => ({ id: message.id, receivedDateTime: message.receivedDateTime }));
      return json(response, 200, {
        '@odata.context':
          "https://graph.microsoft.com/v1.0/$metadata#users('me')/mailFolders('inbox')/messages",
        value,
      });
    }
    const mime = /^\/messages\/([^/]+)\/\$value$/.exec(path);
    if (mime) {
      const message = inbox.find((candidate) => candidate.id === decodeURIComponent(mime[1] ?? ''));
      if (!message)
        return json(response, 404, {
          error: { code: 'ErrorItemNotFound', message: 'The specified object was not found in the store.' },
        });
      response.writeHead(200, { 'content-type': 'text/plain' }).end(message.raw);
      return;
    }
    problems.push(`graph: ${request.method} ${url.pathname}`);
    return json(response, 404, { error: { code: 'ResourceNotFound', message: 'Not Found' } });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.test');
    const handled =
      url.pathname === '/google/token'
        ? tokenEndpoint('gmail', request, response)
        : url.pathname === '/ms-login/common/oauth2/v2.0/token'
          ? tokenEndpoint('outlook', request, response)
          : url.pathname.startsWith('/gmail-api/')
            ? gmailApi(request, response, url)
            : url.pathname.startsWith('/graph/')
              ? graphApi(request, response, url)
              : Promise.resolve(json(response, 404, { error: 'not_found' }));
    handled.catch((error: unknown) => {
      problems.push(`fake provider failed: ${String(error)}`);
      if (!response.headersSent) json(response, 500, { error: 'fake failure' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // listen() on a TCP port answers an AddressInfo
  const url = `http://127.0.0.1:${port}`;
  let nextGraphTime = Date.now();

  const fake: FakeOAuthProvider = {
    url,
    env(publicUrlOfParley) {
      publicUrl = publicUrlOfParley.replace(/\/$/, '');
      return {
        GMAIL_CLIENT_ID: FAKE_CLIENTS.gmail.id,
        GMAIL_CLIENT_SECRET: FAKE_CLIENTS.gmail.secret,
        OUTLOOK_CLIENT_ID: FAKE_CLIENTS.outlook.id,
        OUTLOOK_CLIENT_SECRET: FAKE_CLIENTS.outlook.secret,
        GOOGLE_OAUTH_URL: `${url}/google/auth`,
        GOOGLE_TOKEN_URL: `${url}/google/token`,
        GMAIL_API_URL: `${url}/gmail-api`,
        MICROSOFT_LOGIN_URL: `${url}/ms-login`,
        MICROSOFT_GRAPH_URL: `${url}/graph`,
      };
    },
    issueCode(provider, email) {
      const code = `4/${token()}`;
      codes.set(code, { provider, email });
      return code;
    },
    expireAccessTokens() {
      for (const issued of accessTokens.values()) issued.expiresAt = 0;
    },
    refuseRefresh: false,
    deliver(provider, email, raw) {
      const bytes = Buffer.from(raw);
      if (provider === 'gmail') {
        historyId += 5;
        const list = gmailInbox.get(email) ?? [];
        list.push({ id: token(), historyId, raw: bytes });
        gmailInbox.set(email, list);
      } else {
        // Graph's receivedDateTime has whole seconds.
        nextGraphTime = Math.max(nextGraphTime + 1000, Date.now() + 1000);
        const list = graphInbox.get(email) ?? [];
        list.push({
          id: `AAMk${token()}`,
          receivedDateTime: new Date(nextGraphTime).toISOString().replace(/\.\d{3}Z$/, 'Z'),
          raw: bytes,
        });
        graphInbox.set(email, list);
      }
    },
    sent,
    tokenRequests,
    problems,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
