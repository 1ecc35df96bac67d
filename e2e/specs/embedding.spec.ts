import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type APIRequestContext,
  type FrameLocator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { FramedCallPanel } from '../pages/FramedCallPanel.ts';
import { SimulatorCalls } from '../pages/SimulatorCalls.ts';
import type { AdminApi } from '../support/admin-api.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo.ts';
import { signInRequest } from '../support/sign-in.ts';
import { AGENT_DESKTOP_TEXTS, AUTH_PAGE_TEXTS } from '../support/texts.ts';
// The voice specs' browser (fake microphones): the call test needs it, the text test does not mind.
import { expect, test } from './voice-fixtures.ts';

// Issue 5 "Embedding (spec 001 §6)": the agent desktop in a host page's frame. Two host pages on two
// origins of another site than the app (127.0.0.1 vs localhost): one the brand allows, one it does
// not. The agent signs in inside the allowed host's frame (partitioned cookies, docs/embedding.md);
// the foreign host cannot frame the desk at all (CSP frame-ancestors, docs/security/edge.md). An
// offer from the Contact Simulator is accepted and worked: the allowed host hears every step with the
// contact, the foreign host hears nothing, and only the allowed host's change-status moves the agent. A call from the Contact Simulator is
// accepted in the frame and ended by the contact: the allowed host hears call-disconnected.

/** A demo contact no other spec texts from (docs/simulator.md: +1<area>555 01xx, no failure rule). */
const CONTACT_PHONE = '+13125550112';
/** A demo contact no other spec calls from. */
const CALLER_PHONE = '+13125550113';
const DISPOSITION = 'Resolved by text';

type Received = {
  origin: string;
  data: { source?: string; action?: string; status?: string } & Record<string, unknown>;
};

/** A host page: the desk in an iframe, every message it gets kept in `window.received`. */
function hostPageHtml(deskUrl: string): string {
  const deskOrigin = new URL(deskUrl).origin;
  return `<!doctype html>
<html><head><title>Host</title></head>
<body style="margin:0">
<iframe id="desk" title="Parley" src="${deskUrl}" allow="microphone; autoplay" style="width:1280px;height:820px;border:0"></iframe>
<script>
  window.received = [];
  const desk = document.getElementById('desk');
  window.addEventListener('message', (event) => {
    window.received.push({ origin: event.origin, data: event.data });
  });
  window.sendToDesk = (message) => desk.contentWindow.postMessage(message, ${JSON.stringify(deskOrigin)});
</script>
</body></html>`;
}

/** Serves the host page on 127.0.0.1 at a free port; resolves with its origin. */
async function startHost(deskUrl: string): Promise<{ server: Server; origin: string }> {
  const html = hostPageHtml(deskUrl);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

async function received(page: Page): Promise<Received[]> {
  return page.evaluate(() => (window as unknown as { received: Received[] }).received);
}

async function parleyMessages(page: Page, action?: string): Promise<Received['data'][]> {
  return (await received(page))
    .map((message) => message.data)
    .filter((data) => data?.source === 'parley' && (action === undefined || data.action === action));
}

async function sendToDesk(page: Page, message: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (data) => (window as unknown as { sendToDesk: (m: unknown) => void }).sendToDesk(data),
    message,
  );
}

/** The embedded desk's status dropdown button ("Status: {name}"). */
function statusButton(desk: FrameLocator) {
  return desk
    .getByLabel('Agent navigation', { exact: true })
    .getByRole('button', { name: new RegExp(`^${AGENT_DESKTOP_TEXTS.statusLabel}(: |$)`) });
}

/** Sets a demo user's own status through the API (keeps other demo workers out of this offer). */
async function setOwnStatus(request: APIRequestContext, csrfToken: string, status: string): Promise<void> {
  const response = await request.post('/api/graphql', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      query: 'mutation ($status: String!) { updateAgent(updateUserData: { status: $status }) { status } }',
      variables: { status },
    },
  });
  expect(response.ok(), `updateAgent ${status}`).toBe(true);
}

function saveAllowedOrigins(adminApi: AdminApi, origins: string[]) {
  return adminApi.graphql(
    'mutation ($input: EmbeddingSettingsInput!) { saveEmbeddingSettings(input: $input) { allowedParentOrigins } }',
    { input: { allowedParentOrigins: origins } },
  );
}

/** The supervisor and the admin go unavailable, so an offer can only be Alex's; their sessions are returned. */
async function othersUnavailable(baseURL: string | undefined): Promise<APIRequestContext[]> {
  const others: APIRequestContext[] = [];
  for (const role of ['supervisor', 'admin'] as const) {
    const request = await playwrightRequest.newContext({ baseURL });
    others.push(request);
    await setOwnStatus(request, await signInRequest(request, role), 'Unavailable');
  }
  return others;
}

/**
 * A host page whose origin the brand does not allow cannot frame the desk at all: the app's HTML
 * says `frame-ancestors 'self' <allowed origins>` (docs/security/edge.md), so Chromium shows its
 * error page in the frame instead (issue 11).
 */
async function expectFramingRefused(page: Page, hostOrigin: string): Promise<void> {
  await page.goto(`${hostOrigin}/`);
  const frameUrl = () =>
    page
      .frames()
      .find((frame) => frame !== page.mainFrame())
      ?.url() ?? '';
  await expect.poll(frameUrl).toMatch(/^chrome-error:/);
  await expect(statusButton(page.frameLocator('#desk'))).toHaveCount(0);
}

/** Alex signs in inside the host page's frame; the desk announces his status (the host's "ready"). */
async function signInInsideFrame(page: Page, hostOrigin: string, baseURL: string | undefined) {
  const desk = page.frameLocator('#desk');
  await page.goto(`${hostOrigin}/`);
  await desk.getByRole('textbox', { name: AUTH_PAGE_TEXTS.emailLabel }).fill(DEMO_USERS.agent.email);
  await desk.getByLabel(AUTH_PAGE_TEXTS.passwordLabel, { exact: true }).fill(DEMO_PASSWORD);
  await desk.getByRole('button', { name: AUTH_PAGE_TEXTS.signInButton, exact: true }).click();
  await expect(statusButton(desk)).toHaveAccessibleName(/^Status: /, { timeout: 15_000 });
  await expect.poll(async () => (await parleyMessages(page, 'status-changed')).length).toBe(1);
  for (const message of await received(page)) expect(message.origin).toBe(new URL(baseURL ?? '').origin);
  return desk;
}

test.describe('[AGENT][EMBED] the agent desktop in a host page', () => {
  const servers: Server[] = [];
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('[AGENT][EMBED] the allowed host hears the task with its contact and changes the status; a foreign host hears nothing', async ({
    page,
    adminApi,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const deskUrl = `${baseURL}/agent?embed=generic`;
    const allowed = await startHost(deskUrl);
    const foreign = await startHost(deskUrl);
    servers.push(allowed.server, foreign.server);
    expect(allowed.origin).not.toBe(foreign.origin);

    const saveOrigins = (origins: string[]) => saveAllowedOrigins(adminApi, origins);
    await test.step('the admin allows the first host page (Settings › General Settings › Embedding)', async () => {
      await saveOrigins([allowed.origin]);
      await adminApi.ensureDisposition(DISPOSITION);
    });

    // Other demo workers go unavailable, so the offer can only be Alex's.
    const others: APIRequestContext[] = [];
    try {
      await test.step('the other demo workers go unavailable', async () => {
        others.push(...(await othersUnavailable(baseURL)));
      });

      const allowedDesk = page.frameLocator('#desk');
      await test.step('Alex signs in inside the allowed host page’s frame', async () => {
        await page.goto(`${allowed.origin}/`);
        await allowedDesk
          .getByRole('textbox', { name: AUTH_PAGE_TEXTS.emailLabel })
          .fill(DEMO_USERS.agent.email);
        await allowedDesk.getByLabel(AUTH_PAGE_TEXTS.passwordLabel, { exact: true }).fill(DEMO_PASSWORD);
        await allowedDesk.getByRole('button', { name: AUTH_PAGE_TEXTS.signInButton, exact: true }).click();
        await expect(statusButton(allowedDesk)).toHaveAccessibleName(/^Status: /, { timeout: 15_000 });
        // The generic host hides our navigation: no icon rail in the frame.
        await expect(allowedDesk.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
        // The desk announces the agent's status once it knows it: the host's "ready".
        await expect.poll(async () => (await parleyMessages(page, 'status-changed')).length).toBe(1);
        for (const message of await received(page))
          expect(message.origin).toBe(new URL(baseURL ?? '').origin);
      });

      const foreignPage = await page.context().newPage();
      await test.step('a page on a foreign origin cannot frame the desk (CSP frame-ancestors)', () =>
        expectFramingRefused(foreignPage, foreign.origin));

      await test.step('the allowed host’s change-status moves the agent; the foreign host’s is ignored', async () => {
        await sendToDesk(page, { action: 'change-status', status: 'Training' });
        await expect(statusButton(allowedDesk)).toHaveAccessibleName('Status: Training');
        await expect
          .poll(async () => (await parleyMessages(page, 'status-changed')).at(-1)?.status)
          .toBe('Training');
        const before = (await parleyMessages(page, 'status-changed')).length;

        await sendToDesk(foreignPage, { action: 'change-status', status: 'Break' });
        await sendToDesk(page, { action: 'change-status', status: 'Available' });
        await expect(statusButton(allowedDesk)).toHaveAccessibleName('Status: Available');
        await expect
          .poll(async () => (await parleyMessages(page, 'status-changed')).slice(before).map((m) => m.status))
          .toEqual(['Available']);
      });

      const contact = await adminApi.contactByPhone(CONTACT_PHONE);
      const expectedContact = {
        profileId: contact.profileId,
        contactPhone: contact.contactPhone,
        name: contact.name,
        email: contact.email,
      };
      const inbound = await test.step('the contact texts the brand', () =>
        adminApi.sendInboundSms(CONTACT_PHONE, `Hello from the embedded test (${Date.now().toString(36)})`));
      expect(inbound.taskSid).toMatch(/^WT[0-9a-f]{32}$/);

      await test.step('the allowed host hears task-assigned with the contact; Alex accepts in the frame', async () => {
        await expect
          .poll(async () => parleyMessages(page, 'task-assigned'), { timeout: 15_000 })
          .toEqual([
            { source: 'parley', action: 'task-assigned', contact: expectedContact, taskSid: inbound.taskSid },
          ]);
        const activeTask = allowedDesk.getByRole('region', {
          name: AGENT_DESKTOP_TEXTS.activeTask,
          exact: true,
        });
        await activeTask.getByRole('button', { name: AGENT_DESKTOP_TEXTS.accept, exact: true }).click();
        await expect
          .poll(async () => parleyMessages(page, 'task-accepted'))
          .toEqual([
            { source: 'parley', action: 'task-accepted', contact: expectedContact, taskSid: inbound.taskSid },
          ]);
        expect(await parleyMessages(page, 'task-active')).toContainEqual({
          source: 'parley',
          action: 'task-active',
          contact: expectedContact,
          taskSid: inbound.taskSid,
        });
        await saveScreenshot(page, 'embedding-allowed-host');
      });

      await test.step('Alex wraps up in the frame: task-wrapping, then task-completed', async () => {
        const activeTask = allowedDesk.getByRole('region', {
          name: AGENT_DESKTOP_TEXTS.activeTask,
          exact: true,
        });
        await activeTask.getByRole('button', { name: AGENT_DESKTOP_TEXTS.wrapUp, exact: true }).click();
        const form = activeTask.getByRole('form', { name: AGENT_DESKTOP_TEXTS.wrapUpTitle, exact: true });
        await form.getByRole('combobox', { name: AGENT_DESKTOP_TEXTS.disposition }).click();
        await allowedDesk.getByRole('option', { name: DISPOSITION, exact: true }).click();
        await form.getByRole('button', { name: AGENT_DESKTOP_TEXTS.submit, exact: true }).click();
        await expect
          .poll(async () =>
            (await parleyMessages(page)).filter((m) => m.taskSid === inbound.taskSid).map((m) => m.action),
          )
          .toEqual(['task-assigned', 'task-active', 'task-accepted', 'task-wrapping', 'task-completed']);
      });

      await test.step('the foreign host heard nothing at all', async () => {
        expect(await received(foreignPage)).toEqual([]);
      });

      await test.step('the agent leaves the desk unavailable for the other specs', async () => {
        await sendToDesk(page, { action: 'change-status', status: 'Unavailable' });
        await expect(statusButton(allowedDesk)).toHaveAccessibleName('Status: Unavailable');
      });
      await foreignPage.close();
    } finally {
      await saveOrigins([]);
      await Promise.all(others.map((request) => request.dispose()));
    }
  });

  // Issue 5: "the embedded host receives task-accepted and call-disconnected and a foreign origin
  // receives nothing". useDeskVoice sends call-disconnected when the agent's part of the call ends.
  test('[AGENT][EMBED][VOICE] the allowed host receives call-disconnected when the contact hangs up; a foreign host hears nothing', async ({
    page,
    adminApi,
    baseURL,
    openBrowserAs,
  }) => {
    test.setTimeout(150_000);
    const deskUrl = `${baseURL}/agent?embed=generic`;
    const allowed = await startHost(deskUrl);
    const foreign = await startHost(deskUrl);
    servers.push(allowed.server, foreign.server);

    await saveAllowedOrigins(adminApi, [allowed.origin]);
    await adminApi.ensureDisposition(DISPOSITION);
    const others: APIRequestContext[] = [];
    try {
      others.push(...(await othersUnavailable(baseURL)));
      const allowedDesk = await test.step('Alex signs in inside the allowed host page’s frame', () =>
        signInInsideFrame(page, allowed.origin, baseURL));
      const foreignPage = await page.context().newPage();
      await test.step('a page on a foreign origin cannot frame the desk (CSP frame-ancestors)', () =>
        expectFramingRefused(foreignPage, foreign.origin));
      await test.step('the allowed host makes Alex available', async () => {
        await sendToDesk(page, { action: 'change-status', status: 'Available' });
        await expect(statusButton(allowedDesk)).toHaveAccessibleName('Status: Available');
      });

      const contact = await adminApi.contactByPhone(CALLER_PHONE);
      const expectedContact = {
        profileId: contact.profileId,
        contactPhone: contact.contactPhone,
        name: contact.name ?? contact.contactPhone,
        email: contact.email,
      };
      const contactName = contact.name ?? 'Contact';
      const simulatorPage = (await openBrowserAs('admin', '/dev/simulator')).page;
      const simulator = new SimulatorCalls(simulatorPage);
      const call = new FramedCallPanel(allowedDesk);

      const taskSid = await test.step('the contact calls the brand; Alex accepts in the frame', async () => {
        await simulator.callTheBrand(CALLER_PHONE);
        await call.expectIncoming(contactName);
        const [assigned] = await parleyMessages(page, 'task-assigned');
        expect(assigned).toMatchObject({
          source: 'parley',
          action: 'task-assigned',
          contact: expectedContact,
        });
        const taskSid = String(assigned?.taskSid);
        await call.accept();
        await expect(simulator.call(contactName, 'in-progress')).toBeVisible({ timeout: 15_000 });
        await expect
          .poll(async () => parleyMessages(page, 'task-accepted'))
          .toEqual([{ source: 'parley', action: 'task-accepted', contact: expectedContact, taskSid }]);
        expect(await parleyMessages(page, 'call-disconnected')).toEqual([]);
        return taskSid;
      });

      await test.step('the contact hangs up: the allowed host hears call-disconnected, once', async () => {
        await simulator
          .call(contactName, 'in-progress')
          .getByRole('button', { name: 'Hang up', exact: true })
          .click();
        await expect(simulator.call(contactName, 'completed')).toBeVisible({ timeout: 15_000 });
        await expect
          .poll(async () => parleyMessages(page, 'call-disconnected'), { timeout: 15_000 })
          .toEqual([{ source: 'parley', action: 'call-disconnected', contact: expectedContact, taskSid }]);
        await saveScreenshot(page, 'embedding-call-disconnected');
      });

      await test.step('Alex wraps up in the frame: task-wrapping, then task-completed', async () => {
        const activeTask = allowedDesk.getByRole('region', {
          name: AGENT_DESKTOP_TEXTS.activeTask,
          exact: true,
        });
        const form = activeTask.getByRole('form', { name: AGENT_DESKTOP_TEXTS.wrapUpTitle, exact: true });
        await expect(form).toBeVisible({ timeout: 15_000 });
        await form.getByRole('combobox', { name: AGENT_DESKTOP_TEXTS.disposition }).click();
        await allowedDesk.getByRole('option', { name: DISPOSITION, exact: true }).click();
        await form.getByRole('button', { name: AGENT_DESKTOP_TEXTS.submit, exact: true }).click();
        const actions = async () =>
          (await parleyMessages(page)).filter((m) => m.taskSid === taskSid).map((m) => m.action);
        // The call's end and the task's wrap-up are two events of the same moment: either may come first.
        await expect
          .poll(async () => [...(await actions())].sort())
          .toEqual(
            [
              'call-disconnected',
              'task-accepted',
              'task-active',
              'task-assigned',
              'task-completed',
              'task-wrapping',
            ].sort(),
          );
        const order = await actions();
        expect(order.indexOf('task-accepted')).toBeLessThan(order.indexOf('call-disconnected'));
        expect(order.at(-1)).toBe('task-completed');
      });

      await test.step('the foreign host heard nothing at all', async () => {
        expect(await received(foreignPage)).toEqual([]);
      });

      await test.step('the agent leaves the desk unavailable for the other specs', async () => {
        await sendToDesk(page, { action: 'change-status', status: 'Unavailable' });
        await expect(statusButton(allowedDesk)).toHaveAccessibleName('Status: Unavailable');
      });
      await foreignPage.close();
    } finally {
      await saveAllowedOrigins(adminApi, []);
      await Promise.all(others.map((request) => request.dispose()));
    }
  });
});
