import type { Request } from '@playwright/test';
import { DEMO_BRAND, DEMO_PASSWORD, DEMO_USERS } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';
import { EVENT_STREAM_FAILURE } from '../support/texts.ts';

const STREAM_PATH = `/api/sse/${DEMO_BRAND.slug}`;

function isStream(request: Request): boolean {
  return new URL(request.url()).pathname === STREAM_PATH && request.method() === 'GET';
}

test.describe('[SSE] the event stream', () => {
  test('[SSE] after sign-in the page opens GET /api/sse/demo as text/event-stream', async ({
    page,
    loginPage,
    shell,
  }) => {
    const streamRequests: Request[] = [];
    page.on('request', (request) => {
      if (isStream(request)) streamRequests.push(request);
    });

    await loginPage.goto();
    expect(streamRequests, 'no stream before sign-in').toHaveLength(0);

    const stream = page.waitForResponse(
      (response) => isStream(response.request()) && response.status() === 200,
    );
    await loginPage.signIn(DEMO_USERS.admin.email, DEMO_PASSWORD);
    const response = await stream;

    expect(response.headers()['content-type']).toContain('text/event-stream');
    await shell.expectShown();

    // The stream belongs to the shell, not to a page: moving between areas keeps the one connection.
    for (const label of ['Campaigns', 'Settings', 'Agent Desktop']) {
      await shell.railLink(label).click();
      await expect(shell.railLink(label)).toHaveAttribute('aria-current', 'page');
    }
    expect(streamRequests).toHaveLength(1);
    await expect(page.getByText(EVENT_STREAM_FAILURE)).toHaveCount(0);
  });
});
