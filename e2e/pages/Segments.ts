import { expect, type Locator, type Page } from '@playwright/test';

/** One skipped row of an upload, as the "Skipped rows" table shows it. */
export type SkippedRow = { line: string; column: string; problem: string };

/**
 * /segments (the list) and /segments/new, /segments/:id (the editor): name, type, the condition
 * builder with its live count for a dynamic segment, the member count and the CSV upload for a
 * static one (docs/segments.md "The web pages").
 */
export class Segments {
  readonly main: Locator;
  readonly list: Locator;
  readonly newSegmentLink: Locator;
  readonly heading: Locator;
  readonly backLink: Locator;
  readonly nameInput: Locator;
  readonly saveButton: Locator;
  readonly deleteButton: Locator;
  readonly builder: Locator;
  readonly liveCount: Locator;
  readonly memberCount: Locator;
  readonly uploadPanel: Locator;
  readonly fileInput: Locator;
  readonly typeRowCheckbox: Locator;
  readonly uploadButton: Locator;
  readonly uploadSummary: Locator;
  readonly skippedRows: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.list = this.main.getByRole('table', { name: 'Segments', exact: true });
    this.newSegmentLink = this.main.getByRole('link', { name: 'New Segment', exact: true });
    this.heading = this.main.getByRole('heading', { level: 2 });
    this.backLink = this.main.getByRole('link', { name: 'All segments', exact: true });
    this.nameInput = this.main.getByRole('textbox', { name: 'Name', exact: true });
    this.saveButton = this.main.getByRole('button', { name: 'Save', exact: true });
    this.deleteButton = this.main.getByRole('button', { name: 'Delete', exact: true });
    this.builder = this.main.getByRole('group', { name: 'Conditions', exact: true });
    // The live count is the polite status beside the "Conditions" title.
    this.liveCount = this.main.getByRole('status').filter({ hasText: /match/ });
    this.memberCount = this.main.getByLabel('Segment contacts', { exact: true });
    this.uploadPanel = this.main.getByRole('region', { name: 'Upload contacts', exact: true });
    this.fileInput = this.uploadPanel.locator('input[type="file"]');
    this.typeRowCheckbox = this.uploadPanel.getByRole('checkbox', {
      name: 'The second row holds data types (string, number, boolean, datetime)',
      exact: true,
    });
    this.uploadButton = this.uploadPanel.getByRole('button', { name: 'Upload', exact: true });
    this.uploadSummary = this.uploadPanel.getByRole('status');
    this.skippedRows = this.uploadPanel.getByRole('table', { name: 'Skipped rows', exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** The list's row of the segment called `name`. */
  row(name: string): Locator {
    return this.list.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The list's "Contacts" cell of `name`. */
  listCount(name: string): Locator {
    return this.list.getByRole('cell', { name: `${name} contacts`, exact: true });
  }

  /** The segment id in the editor's address. */
  segmentId(): string {
    const match = /\/segments\/([0-9a-f-]{36})$/.exec(new URL(this.page.url()).pathname);
    expect(match, `a segment address: ${this.page.url()}`).not.toBeNull();
    return match?.[1] ?? '';
  }

  async chooseType(type: 'Dynamic' | 'Static'): Promise<void> {
    // Mantine's segmented control: the radios' inputs are hidden under their labels, which take the click.
    const control = this.main.getByRole('radiogroup', { name: 'Type', exact: true });
    await control.getByText(type, { exact: true }).click();
    await expect(control.getByRole('radio', { name: type, exact: true })).toBeChecked();
  }

  /** Picks `option` in the select labelled `label` inside `scope`. */
  async pick(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Opens a collapsed group or condition of the builder (a saved tree opens folded). */
  async expand(name: string): Promise<void> {
    const expand = this.builder.getByRole('button', { name: `Edit ${name}`, exact: true });
    if (await expand.isVisible()) await expand.click();
  }

  /** Adds "Group 1" with a blank condition. */
  async addGroup(): Promise<void> {
    await this.builder.getByRole('button', { name: 'Add group', exact: true }).click();
  }

  /** The first filter of the first condition of the first group. */
  firstFilter(): Locator {
    return this.builder
      .getByRole('group', { name: 'Condition 1', exact: true })
      .getByRole('group', { name: 'Filter 1', exact: true });
  }

  /** Group 1, condition 1 becomes "contact attribute `attribute` `operator` `value`", the attribute by its label ('City'). */
  async setAttributeCondition(attribute: string, operator: string, value: string): Promise<void> {
    const condition = this.builder.getByRole('group', { name: 'Condition 1', exact: true });
    await this.pick(condition, 'Condition type', 'Contact Attribute');
    const filter = this.firstFilter();
    await this.pick(filter, 'Contact Attribute', attribute);
    await this.pick(filter, 'Operator', operator);
    await filter.getByLabel('Value', { exact: true }).fill(value);
    // Closes the value's suggestions.
    await this.page.keyboard.press('Escape');
  }

  async save(expectedToast: string): Promise<void> {
    await this.saveButton.click();
    await expect(this.toast(expectedToast)).toBeVisible();
  }

  /** Deletes the open segment after confirming. */
  async delete(name: string): Promise<void> {
    await this.deleteButton.click();
    const dialog = this.page.getByRole('dialog', {
      name: `Delete the segment "${name}"? Its contacts are kept.`,
      exact: true,
    });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }

  /** Uploads `csv` as a file (from memory) with the data type row option set as given. */
  async upload(fileName: string, csv: string, options: { includeCsvDataTypeRow: boolean }): Promise<void> {
    await this.fileInput.setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await this.typeRowCheckbox.setChecked(options.includeCsvDataTypeRow);
    await expect(this.uploadButton).toBeEnabled();
    await this.uploadButton.click();
  }

  /** The rows of the "Skipped rows" table. */
  async skippedRowsShown(): Promise<SkippedRow[]> {
    await expect(this.skippedRows).toBeVisible();
    return this.skippedRows.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
        return { line: cells[0] ?? '', column: cells[1] ?? '', problem: cells[2] ?? '' };
      }),
    );
  }
}
