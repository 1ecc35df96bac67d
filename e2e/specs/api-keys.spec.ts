import { ApiKeysPage } from '../pages/ApiKeysPage.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { expect, test } from '../support/test.ts';

// Settings › Integrations › API keys (docs/write-keys.md): an admin creates a brand write key, copies
// it from the dialog that shows it once, a backend ingests with it over HTTP, and once the key is
// revoked the very next ingest is refused.

const INGEST_URL = '/api/proxy/ingest';

test.describe('[SETTINGS] API keys', () => {
  test.setTimeout(90_000);

  test('[SETTINGS][API-KEYS] an admin creates a key that ingests until it is revoked', async ({
    page,
    context,
    baseURL,
    request,
    signInAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const shell = await signInAs('admin', '/settings/general-settings');
    const apiKeys = new ApiKeysPage(page, shell);
    await apiKeys.openFromSettings();

    const name = `Website backend ${Date.now()}`;
    const { shown, copied } = await apiKeys.createAndCopy(name);
    expect(copied).toBe(shown);
    expect(copied).toMatch(/^pwk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    await saveScreenshot(page, 'settings-api-keys-secret');
    await apiKeys.closeSecret();

    const row = apiKeys.row(name);
    await expect(row).toContainText(`pwk_…${copied.slice(-4)}`);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');
    await expect(row).toContainText('by Ada Admin');
    // The page never shows the key again.
    await expect(page.getByText(copied)).toHaveCount(0);

    // `request` is a bare HTTP client: no cookie, no CSRF token, as a brand's backend would call.
    const send = () =>
      request.post(INGEST_URL, {
        headers: { authorization: `Bearer ${copied}` },
        data: { type: 'track', event: 'api key tested', userId: 'E2E-API-KEY-1', properties: { ok: true } },
      });
    await test.step('the key ingests an event', async () => {
      const accepted = await send();
      expect(accepted.status(), await accepted.text()).toBe(200);
      expect(await accepted.json()).toMatchObject({ success: true, accepted: 1 });
      await page.reload();
      await expect(row).not.toContainText('Never');
      await saveScreenshot(page, 'settings-api-keys');
    });

    await test.step('revoked, it is refused from the next call on', async () => {
      await apiKeys.revoke(name);
      await expect(row).toContainText('Revoked');
      await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
      await saveScreenshot(page, 'settings-api-keys-revoked');
      const refused = await send();
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'unauthenticated', message: 'Invalid write key' });
    });
  });
});
