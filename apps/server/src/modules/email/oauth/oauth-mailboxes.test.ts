import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../platform/db/test-database.ts';
import { createTestBrand } from '../../../test/factories.ts';
import { createTestApp, type TestApp, TestClient, testSecretBox } from '../../../test/test-app.ts';
import {
  accept,
  get,
  makeAvailable,
  offerOf,
  post,
  type SignedIn,
  signIn,
} from '../../conversations/conversations-test-support.ts';
import { routingForConversations } from '../../conversations/routing-adapter.ts';
import { emailMailboxes, emailMessages } from '../email.tables.ts';
import { postNewMessage } from '../email-test-kit.ts';
import { fetchMailbox } from '../fetch-mailboxes.ts';
import { parseMail } from '../mime.ts';
import {
  FAKE_CLIENTS,
  type FakeOAuthProvider,
  startFakeOAuthProvider,
} from './fake-oauth-provider-test-kit.ts';
import { openTokens, sealTokens } from './oauth-tokens.ts';

// Gmail and Outlook mailboxes through OAuth (docs/email.md "Gmail and Outlook"), against a fake
// Google and Microsoft that check each request's documented shape: the redirect URL, the callback
// storing a connected mailbox with sealed tokens, sending from the desk, the token refresh, a refused
// refresh answering 422, reading the inbox into tasks, sign-out, and the state tied to its user.

const PUBLIC_URL = 'http://parley.test';
const INTEGRATIONS = '/settings/my-settings/agent-integrations';

let fake: FakeOAuthProvider;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOAuthProvider();
  t = await createTestApp({ env: { PUBLIC_URL, ...fake.env(PUBLIC_URL) } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Provider = 'gmail' | 'outlook';
const secrets = testSecretBox();

async function agentOfNewBrand() {
  const brand = await createTestBrand(t.database.db);
  const agent = await signIn(t, ['agent'], brand.id);
  await makeAvailable(t, agent);
  return { brandId: brand.id, agent };
}

async function redirectUrl(user: SignedIn, provider: Provider): Promise<URL> {
  const response = await get(user.client, `/conv/${provider}-integration/oauth-redirect-url`);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ url: string }>().url);
}

/** The provider's redirect back to Parley, as the browser follows it. */
/**
 * The provider's redirect back (a cross-site navigation: no session cookie), handed on to My Settings,
 * whose page completes it in the user's session.
 */
async function callback(user: SignedIn, provider: Provider, query: Record<string, string>) {
  const anonymous = new TestClient(t.app, '10.93.0.1');
  const back = await anonymous.request({
    method: 'GET',
    url: `/conv/${provider}-integration/oauth-callback?${new URLSearchParams(query)}`,
  });
  expect(back.statusCode).toBe(302);
  expect(back.headers['referrer-policy']).toBe('no-referrer');
  const location = new URL(back.headers.location ?? '', PUBLIC_URL);
  expect(location.pathname).toBe(INTEGRATIONS);
  expect(location.searchParams.get('provider')).toBe(provider);
  const answer = Object.fromEntries([...location.searchParams].filter(([key]) => key !== 'provider'));
  return post(user.client, `/conv/${provider}-integration/oauth-complete`, answer);
}

async function connect(user: SignedIn, provider: Provider, email: string) {
  const state = (await redirectUrl(user, provider)).searchParams.get('state') ?? '';
  const response = await callback(user, provider, { code: fake.issueCode(provider, email), state });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toMatchObject({ emailAddress: email, authorizationStatus: 'CONNECTED' });
  // The app's email worker reads a mailbox every 20 s: marked read now, it leaves this one to the test.
  await t.database.db
    .update(emailMailboxes)
    .set({ lastFetchedAt: new Date() })
    .where(eq(emailMailboxes.address, email));
}

async function mailboxOf(brandId: string, address: string) {
  const [row] = await t.database.db
    .select()
    .from(emailMailboxes)
    .where(and(eq(emailMailboxes.brandId, brandId), eq(emailMailboxes.address, address)));
  if (!row) throw new Error(`no mailbox ${address}`);
  return row;
}

/** An outbound email task the agent holds. */
async function heldEmailTask(agent: SignedIn, contactEmail: string): Promise<string> {
  const started = await post(agent.client, '/conv/email/outbound-email', { contactEmail });
  expect(started.statusCode, started.body).toBe(200);
  const { taskSid } = started.json<{ taskSid: string }>();
  await accept(agent, await offerOf(agent, taskSid));
  return taskSid;
}

function send(agent: SignedIn, from: string, type: string, taskSid: string, subject: string) {
  return postNewMessage(agent.client, {
    subject,
    senderEmail: from,
    emailIntegrationType: type,
    body: `<p>${subject}</p>`,
    'to[]': 'mia@example.com',
    'bcc[]': 'audit@example.com',
    taskSid,
  });
}

/** The mailbox's stored tokens, set to have expired a minute ago. */
async function expireStoredToken(brandId: string, address: string) {
  const row = await mailboxOf(brandId, address);
  const tokens = openTokens(secrets, row.secret ?? '');
  await t.database.db
    .update(emailMailboxes)
    .set({ secret: sealTokens(secrets, { ...tokens, expiresAt: Date.now() - 60_000 }) })
    .where(and(eq(emailMailboxes.brandId, brandId), eq(emailMailboxes.id, row.id)));
  return tokens;
}

function inboundMail(subject: string, id: string, to: string) {
  return [
    'From: Mia Contact <mia@example.com>',
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${id}@example.com>`,
    'Date: Fri, 27 Nov 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `${subject}: please call me back.`,
    '',
  ].join('\r\n');
}

const deps = () => ({
  db: t.database.db,
  bus: t.bus,
  secrets,
  routing: routingForConversations({ db: t.database.db, bus: t.bus }),
  oauth: {
    gmail: {
      clientId: FAKE_CLIENTS.gmail.id,
      clientSecret: FAKE_CLIENTS.gmail.secret,
      authorizeUrl: `${fake.url}/google/auth`,
      tokenUrl: `${fake.url}/google/token`,
      apiUrl: `${fake.url}/gmail-api`,
    },
    outlook: {
      clientId: FAKE_CLIENTS.outlook.id,
      clientSecret: FAKE_CLIENTS.outlook.secret,
      tenant: 'common',
      loginUrl: `${fake.url}/ms-login`,
      graphUrl: `${fake.url}/graph`,
    },
  },
});

async function tasksOfMailbox(brandId: string, mailboxId: string) {
  const rows = await t.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.brandId, brandId), eq(emailMessages.mailboxId, mailboxId)));
  return rows.filter((row) => row.direction === 'inbound');
}

describe(`Gmail and Outlook mailboxes through OAuth on ${testEngine()}`, () => {
  it('gives the authorize URLs with the documented parameters and a state', async () => {
    const { agent } = await agentOfNewBrand();
    const gmail = await redirectUrl(agent, 'gmail');
    expect(`${gmail.origin}${gmail.pathname}`).toBe(`${fake.url}/google/auth`);
    expect(Object.fromEntries(gmail.searchParams)).toMatchObject({
      client_id: FAKE_CLIENTS.gmail.id,
      redirect_uri: `${PUBLIC_URL}/conv/gmail-integration/oauth-callback`,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(gmail.searchParams.get('state')).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    const outlook = await redirectUrl(agent, 'outlook');
    expect(`${outlook.origin}${outlook.pathname}`).toBe(`${fake.url}/ms-login/common/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({
      client_id: FAKE_CLIENTS.outlook.id,
      redirect_uri: `${PUBLIC_URL}/conv/outlook-integration/oauth-callback`,
      response_type: 'code',
      scope: 'offline_access Mail.ReadWrite Mail.Send User.Read',
    });
    const providers = await get(agent.client, '/conv/email/providers');
    expect(providers.json()).toEqual({ gmail: true, outlook: true });
  });

  it('connects Gmail, sends from it, refreshes an expired token once, reads the inbox into tasks, and signs out', async () => {
    const { brandId, agent } = await agentOfNewBrand();
    const address = `agent.${brandId.slice(0, 8)}@gmail.test`;
    await connect(agent, 'gmail', address);
    const row = await mailboxOf(brandId, address);
    expect(row).toMatchObject({
      provider: 'GMAIL',
      authorizationStatus: 'CONNECTED',
      userId: agent.user.id,
      cursor: { token: expect.stringMatching(/^\d+$/) },
    });
    // Sealed: no token in the clear anywhere in the row.
    const tokens = openTokens(secrets, row.secret ?? '');
    expect(row.secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(tokens.accessToken);
    expect(JSON.stringify(row)).not.toContain(tokens.refreshToken);

    const taskSid = await heldEmailTask(agent, 'mia@example.com');
    const sent = await send(agent, address, 'GMAIL', taskSid, 'Your refund');
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = fake.sent.at(-1);
    expect(mail?.email).toBe(address);
    const parsed = await parseMail(new Uint8Array(mail?.raw ?? []));
    expect(parsed).toMatchObject({ subject: 'Your refund', from: { email: address } });
    expect(parsed.to.map((to) => to.email)).toEqual(['mia@example.com']);
    // The blind copy reaches Gmail as a Bcc header (Gmail takes recipients from the headers).
    expect(mail?.raw.toString('latin1')).toMatch(/^Bcc: audit@example\.com\r\n/);

    // An expired access token: refreshed once before the call, and the new one saved sealed.
    const before = await expireStoredToken(brandId, address);
    fake.expireAccessTokens();
    const refreshesBefore = fake.tokenRequests.filter((r) => r.grantType === 'refresh_token').length;
    const again = await send(agent, address, 'GMAIL', taskSid, 'Your refund, again');
    expect(again.statusCode, again.body).toBe(200);
    expect(fake.tokenRequests.filter((r) => r.grantType === 'refresh_token')).toHaveLength(
      refreshesBefore + 1,
    );
    const refreshed = openTokens(secrets, (await mailboxOf(brandId, address)).secret ?? '');
    expect(refreshed.accessToken).not.toBe(before.accessToken);
    expect(refreshed.refreshToken).toBe(before.refreshToken);
    expect(refreshed.expiresAt).toBeGreaterThan(Date.now());

    // Two mails arrive: one fetch turns them into two tasks, oldest first; a second fetch adds none.
    fake.deliver('gmail', address, inboundMail('Broken kettle', `kettle-${brandId}`, address));
    fake.deliver('gmail', address, inboundMail('Late parcel', `parcel-${brandId}`, address));
    const mailbox = await mailboxOf(brandId, address);
    expect(await fetchMailbox(deps(), mailbox)).toBe(2);
    const inbound = await tasksOfMailbox(brandId, mailbox.id);
    expect(inbound.map((message) => message.subject).sort()).toEqual(['Broken kettle', 'Late parcel']);
    expect(inbound.every((message) => message.taskSid)).toBe(true);
    expect(await fetchMailbox(deps(), await mailboxOf(brandId, address))).toBe(0);

    const signedOut = await post(agent.client, '/conv/gmail-integration/auth/sign-out', {
      emailAddress: address.toUpperCase(),
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(signedOut.json()).toMatchObject({ emailAddress: address, authorizationStatus: 'SIGNED_OUT' });
    expect((await mailboxOf(brandId, address)).secret).toBeNull();
    expect(fake.problems).toEqual([]);
  });

  it('answers 422 reauthorize and disconnects the mailbox when the provider refuses the refresh', async () => {
    const { brandId, agent } = await agentOfNewBrand();
    const address = `refused.${brandId.slice(0, 8)}@gmail.test`;
    await connect(agent, 'gmail', address);
    const taskSid = await heldEmailTask(agent, 'mia@example.com');
    await expireStoredToken(brandId, address);
    fake.refuseRefresh = true;
    try {
      const refused = await send(agent, address, 'GMAIL', taskSid, 'Never sent');
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe(EMAIL_TEXTS.reauthorize('Gmail'));
    } finally {
      fake.refuseRefresh = false;
    }
    const row = await mailboxOf(brandId, address);
    expect(row.authorizationStatus).toBe('DISCONNECTED');
    expect(row.lastError).toContain('invalid_grant');
    // Connecting again brings it back.
    await connect(agent, 'gmail', address);
    expect((await mailboxOf(brandId, address)).authorizationStatus).toBe('CONNECTED');
    expect(fake.problems).toEqual([]);
  });

  it('connects Outlook, sends through Graph, retries once after a 401, reads the inbox and signs out', async () => {
    const { brandId, agent } = await agentOfNewBrand();
    const address = `agent.${brandId.slice(0, 8)}@outlook.test`;
    await connect(agent, 'outlook', address);
    const row = await mailboxOf(brandId, address);
    expect(row).toMatchObject({
      provider: 'OUTLOOK',
      authorizationStatus: 'CONNECTED',
      userId: agent.user.id,
    });
    const taskSid = await heldEmailTask(agent, 'mia@example.com');

    // The access token was revoked early: the API's 401 brings one refresh and one retry.
    fake.expireAccessTokens();
    const refreshesBefore = fake.tokenRequests.filter((r) => r.grantType === 'refresh_token').length;
    const sent = await send(agent, address, 'OUTLOOK', taskSid, 'Your booking');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(fake.tokenRequests.filter((r) => r.grantType === 'refresh_token')).toHaveLength(
      refreshesBefore + 1,
    );
    const parsed = await parseMail(new Uint8Array(fake.sent.at(-1)?.raw ?? []));
    expect(parsed).toMatchObject({ subject: 'Your booking', from: { email: address } });
    // Microsoft rotates the refresh token: the new one is what is stored.
    const stored = openTokens(secrets, (await mailboxOf(brandId, address)).secret ?? '');
    expect(stored.refreshToken).not.toBe(openTokens(secrets, row.secret ?? '').refreshToken);

    fake.deliver('outlook', address, inboundMail('Wrong size', `size-${brandId}`, address));
    fake.deliver('outlook', address, inboundMail('Exchange', `exchange-${brandId}`, address));
    expect(await fetchMailbox(deps(), await mailboxOf(brandId, address))).toBe(2);
    expect(await fetchMailbox(deps(), await mailboxOf(brandId, address))).toBe(0);
    const inbound = await tasksOfMailbox(brandId, row.id);
    expect(inbound.map((message) => message.subject).sort()).toEqual(['Exchange', 'Wrong size']);

    const signedOut = await post(agent.client, '/conv/outlook-integration/auth/sign-out', {
      emailAddress: address,
    });
    expect(signedOut.json()).toMatchObject({ authorizationStatus: 'SIGNED_OUT' });
    const wrongProvider = await post(agent.client, '/conv/gmail-integration/auth/sign-out', {
      emailAddress: address,
    });
    expect(wrongProvider.statusCode).toBe(404);
    expect(wrongProvider.json()).toMatchObject({ field: 'emailAddress' });
    expect(fake.problems).toEqual([]);
  });

  it('sends the answer back to the My Settings page the connection started from', async () => {
    const { agent } = await agentOfNewBrand();
    const started = await get(
      agent.client,
      '/conv/gmail-integration/oauth-redirect-url?returnTo=%2Fagent%2Fmy-settings',
    );
    const state = new URL(started.json<{ url: string }>().url).searchParams.get('state') ?? '';
    const back = await new TestClient(t.app, '10.93.0.2').request({
      method: 'GET',
      url: `/conv/gmail-integration/oauth-callback?${new URLSearchParams({ code: 'c', state })}`,
    });
    expect(new URL(back.headers.location ?? '', PUBLIC_URL).pathname).toBe('/agent/my-settings');
    const elsewhere = await get(agent.client, '/conv/gmail-integration/oauth-redirect-url?returnTo=%2Fadmin');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ field: 'returnTo' });
  });

  it('refuses a state started by another user, a tampered state, and a declined consent', async () => {
    const { brandId, agent } = await agentOfNewBrand();
    const other = await signIn(t, ['agent'], brandId);
    const address = `taken.${brandId.slice(0, 8)}@gmail.test`;
    const state = (await redirectUrl(agent, 'gmail')).searchParams.get('state') ?? '';
    const stolen = await callback(other, 'gmail', { code: fake.issueCode('gmail', address), state });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({
      field: 'state',
      message: 'The sign-in was started by another user. Start the connection again from My Settings.',
    });
    const tampered = await callback(agent, 'gmail', {
      code: fake.issueCode('gmail', address),
      state: `${state.slice(0, -2)}AA`,
    });
    expect(tampered.json<{ message: string }>().message).toContain('could not be checked');
    const declined = await callback(agent, 'gmail', { error: 'access_denied', state });
    expect(declined.json<{ message: string }>().message).toBe(
      'Gmail did not connect: access was not granted',
    );
    const rows = await t.database.db.select().from(emailMailboxes).where(eq(emailMailboxes.brandId, brandId));
    expect(rows).toEqual([]);
    expect(fake.problems).toEqual([]);
  });
});

describe(`a server without Gmail and Outlook clients on ${testEngine()}`, () => {
  it('says they are not configured', async () => {
    const bare = await createTestApp();
    try {
      const brand = await createTestBrand(bare.database.db);
      const agent = await signIn(bare, ['agent'], brand.id);
      const gmail = await get(agent.client, '/conv/gmail-integration/oauth-redirect-url');
      expect(gmail.statusCode).toBe(400);
      expect(gmail.json()).toMatchObject({ message: 'Gmail is not configured on this server' });
      const outlook = await get(agent.client, '/conv/outlook-integration/oauth-redirect-url');
      expect(outlook.json()).toMatchObject({ message: 'Outlook is not configured on this server' });
      expect((await get(agent.client, '/conv/email/providers')).json()).toEqual({
        gmail: false,
        outlook: false,
      });
    } finally {
      await bare.close();
    }
  });
});
