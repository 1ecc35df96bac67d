import { saveScreenshot } from '../support/artifacts.ts';
import { expect, test } from '../support/test.ts';

// Settings › Active Phone Numbers (spec 001 §1 /settings/phone-numbers, docs/phone-numbers.md): the
// demo brand starts with the simulator's number as 'Demo Co main line'; an admin adds, edits and
// deletes numbers, and the server refuses a duplicate under its field.

test.describe('[SETTINGS] Active Phone Numbers', () => {
  test.setTimeout(90_000);

  test('[SETTINGS][PHONE-NUMBERS] an admin adds, edits and deletes a number', async ({ page, signInAs }) => {
    const shell = await signInAs('admin', '/settings/phone-numbers');
    await shell.expectPageTitle('Active Phone Numbers');
    const main = shell.main;
    const mainLine = main.getByRole('row', { name: /Demo Co main line/ });
    await expect(mainLine).toContainText('+1 (800) 555-0100');

    await test.step('a duplicate is refused under the number', async () => {
      await main.getByRole('button', { name: 'Add number' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add number' });
      await dialog.getByLabel(/^Phone number/).fill('800-555-0100');
      await dialog.getByLabel(/^Friendly name/).fill('Again');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog.getByText("This number is already one of the brand's phone numbers")).toBeVisible();

      await dialog.getByLabel(/^Phone number/).fill('(415) 555-0199');
      await dialog.getByLabel(/^Friendly name/).fill('San Francisco');
      await dialog.getByRole('checkbox', { name: 'SMS' }).uncheck();
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    const added = main.getByRole('row', { name: /San Francisco/ });
    await expect(added).toContainText('+1 (415) 555-0199');
    await expect(added).toContainText('Voice');
    await expect(added).not.toContainText('SMS');
    await saveScreenshot(page, 'settings-phone-numbers');

    await test.step('edit, then delete it', async () => {
      await main.getByRole('button', { name: 'Edit San Francisco' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit number' });
      await dialog.getByLabel(/^Friendly name/).fill('Bay Area');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(main.getByRole('row', { name: /Bay Area/ })).toBeVisible();

      await main.getByRole('button', { name: 'Delete Bay Area' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this phone number?' })
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      await expect(main.getByRole('row', { name: /Bay Area/ })).toHaveCount(0);
      await expect(mainLine).toBeVisible();
    });
  });
});
