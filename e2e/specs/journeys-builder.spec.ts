import { JourneyBuilder } from '../pages/JourneyBuilder.ts';
import { expect, test } from '../support/test.ts';

// Issue 13 "Builder": a new journey is a draft with one trigger; steps come from the palette, handles
// connect them, an edge that would close a cycle is refused with the spec's text, and a save survives a
// reload (docs/journeys.md "Builder (web)").

/** spec 000 §4. */
const CYCLE_REFUSED = 'Failed DAG add. No cycles allowed.';
const NEW_JOURNEY = 'New Journey';
/** A full load of the builder (session, the builder's chunk, the journey) on a busy machine. */
const LOAD = { timeout: 30_000 };

test.describe('journeys builder', () => {
  test('[ADMIN][JOURNEYS] builds a delay and a conditional, refuses a cycle, saves and reloads the graph', async ({
    page,
    signInAs,
  }) => {
    // Many steps, each a server round trip on a busy 2-core machine.
    test.setTimeout(120_000);
    await signInAs('admin', '/journeys');
    // The list's button (earlier runs may have left journeys of the same name in the list).
    await page.getByRole('main').locator('a[href="/journeys/new"]').click();
    await expect(page).toHaveURL(/\/journeys\/(?!new)[^/]+$/, LOAD);
    const builder = new JourneyBuilder(page);
    await expect(builder.main.getByRole('textbox', { name: 'Journey name' })).toHaveValue(NEW_JOURNEY, LOAD);
    await expect(builder.step('trigger')).toBeVisible();

    await builder.addStep('Delay', 'delay');
    await builder.addStep('Conditional', 'conditional');
    await expect(builder.dirtyFlag).toBeVisible();

    await builder.connect('trigger', 'delay');
    await expect(builder.edges).toHaveCount(1);
    await builder.connect('delay', 'conditional');
    await expect(builder.edges).toHaveCount(2);

    // conditional → delay would close delay → conditional → delay.
    await builder.connect('conditional', 'delay', 'True');
    await expect(builder.toast(CYCLE_REFUSED)).toBeVisible();
    await expect(builder.edges).toHaveCount(2);

    await page.screenshot({ path: test.info().outputPath('journey-builder.png') });
    await builder.saveButton.click();
    await expect(builder.toast('Journey Saved.')).toBeVisible();
    await expect(builder.dirtyFlag).toBeHidden();

    await page.reload();
    await expect(builder.step('trigger')).toBeVisible(LOAD);
    await expect(builder.step('delay')).toBeVisible();
    await expect(builder.step('conditional')).toBeVisible();
    await expect(builder.edges).toHaveCount(2);
    await expect(builder.dirtyFlag).toBeHidden();
  });
});
