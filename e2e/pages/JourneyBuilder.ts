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

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.palette = this.main.getByLabel('Add a step', { exact: true });
    this.canvas = this.main.locator('.react-flow');
    this.saveButton = this.main.getByRole('button', { name: 'Save', exact: true });
    this.dirtyFlag = this.main.getByTestId('dirty-flag');
    this.edges = this.canvas.locator('.react-flow__edge');
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

  toast(text: string): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }
}
