import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /journeys/:id, the visual builder (docs/journeys.md "Builder (web)"): the palette, the React Flow
 * canvas with one card per step (`data-node-type`), handles to connect, the toolbar.
 */
export class JourneyBuilder {
  readonly main: Locator;
  readonly palette: Locator;
  readonly canvas: Locator;
  readonly saveButton: Locator;
  readonly dirtyFlag: Locator;
  readonly edges: Locator;
  /** The side panel of the selected step ("<Step> settings"). */
  readonly panel: Locator;
  readonly publishButton: Locator;
  readonly analyticsButton: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.palette = this.main.getByLabel('Add a step', { exact: true });
    this.canvas = this.main.locator('.react-flow');
    this.saveButton = this.main.getByRole('button', { name: 'Save', exact: true });
    this.dirtyFlag = this.main.getByTestId('dirty-flag');
    this.edges = this.canvas.locator('.react-flow__edge');
    this.panel = this.main.getByRole('region', { name: / settings$/ });
    this.publishButton = this.main.getByRole('button', { name: 'Publish', exact: true });
    this.analyticsButton = this.main.getByRole('button', { name: 'Analytics', exact: true });
  }

  /** The step card of this type (the first one). */
  step(type: string): Locator {
    return this.canvas.locator(`[data-node-type="${type}"]`).first();
  }

  async addStep(label: string, type: string): Promise<void> {
    await this.palette.getByRole('button', { name: label, exact: true }).click();
    await expect(this.step(type)).toBeVisible();
  }

  /** Drags from an output handle of `fromType` (by its label, or the only one) to the input of `toType`. */
  async connect(fromType: string, toType: string, output?: string): Promise<void> {
    const from = output
      ? this.step(fromType).getByLabel(`${output} output`, { exact: true })
      : this.step(fromType).locator('.react-flow__handle.source').first();
    const to = this.step(toType).locator('.react-flow__handle.target');
    const start = await from.boundingBox();
    const end = await to.boundingBox();
    if (!start || !end) throw new Error(`no handles to connect ${fromType} → ${toType}`);
    const { mouse } = this.page;
    await mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await mouse.down();
    await mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
    await mouse.up();
  }

  /** Picks `option` in the select labelled `label` inside `scope`. */
  async pick(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /**
   * The selected conditional's first condition becomes "contact attribute `attribute` `operator` `value`",
   * the attribute by its label ('First name').
   */
  async setAttributeCondition(attribute: string, operator: string, value: string): Promise<void> {
    const conditions = this.panel.getByRole('group', { name: 'Conditions', exact: true });
    const addGroup = conditions.getByRole('button', { name: 'Add group', exact: true });
    if (await addGroup.isVisible()) await addGroup.click();
    const condition = conditions.getByRole('group', { name: 'Condition 1', exact: true });
    await this.pick(condition, 'Condition type', 'Contact Attribute');
    const filter = condition.getByRole('group', { name: 'Filter 1', exact: true });
    await this.pick(filter, 'Contact Attribute', attribute);
    await this.pick(filter, 'Operator', operator);
    await filter.getByLabel('Value', { exact: true }).fill(value);
    await this.page.keyboard.press('Escape');
  }

  toast(text: string): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}
