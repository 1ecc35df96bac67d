import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The agent side navigation's contact lists and the contact-list page (spec 002 §2): the editor
 * ("List settings") with the condition builder, and the table of the list's contacts.
 */
export class ContactLists {
  readonly sideNav: Locator;
  readonly privateLists: Locator;
  readonly sharedLists: Locator;
  readonly newListButton: Locator;
  readonly editor: Locator;
  readonly nameInput: Locator;
  readonly saveButton: Locator;
  readonly deleteButton: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.sideNav = page.getByRole('navigation', { name: 'Agent Desktop', exact: true });
    this.privateLists = this.sideNav.getByRole('region', { name: 'Private lists', exact: true });
    this.sharedLists = this.sideNav.getByRole('region', { name: 'Shared lists', exact: true });
    this.newListButton = this.sideNav.getByRole('link', { name: 'New Contact List', exact: true });
    this.editor = page.getByRole('region', { name: 'List settings', exact: true });
    this.nameInput = this.editor.getByRole('textbox', { name: /^Name/ });
    this.saveButton = this.editor.getByRole('button', { name: 'Save', exact: true });
    this.deleteButton = this.editor.getByRole('button', { name: 'Delete', exact: true });
    this.heading = page.getByRole('main').getByRole('heading', { level: 2 });
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  contactsTable(listName: string): Locator {
    return this.page.getByRole('table', { name: `Contacts of ${listName}`, exact: true });
  }

  /** Picks `option` in the select labelled `label` inside `scope`. */
  async pick(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** One group with one contact-attribute condition: `attribute equals value`, the attribute by its label ('First name'). */
  async addAttributeEquals(attribute: string, value: string): Promise<void> {
    await this.editor.getByRole('button', { name: 'Add group', exact: true }).click();
    const condition = this.editor.getByRole('group', { name: 'Condition 1', exact: true });
    await this.pick(condition, 'Condition type', 'Contact Attribute');
    const filter = condition.getByRole('group', { name: 'Filter 1', exact: true });
    await this.pick(filter, 'Contact Attribute', attribute);
    await this.pick(filter, 'Operator', 'equals');
    await filter.getByLabel('Value', { exact: true }).fill(value);
    await this.page.keyboard.press('Escape');
  }

  async share(with_: 'All Users' | 'Specific Teams'): Promise<void> {
    const toggle = this.editor.getByRole('switch', { name: 'Share this list', exact: true });
    if (!(await toggle.isChecked())) await toggle.check({ force: true });
    await this.editor.getByRole('radio', { name: with_, exact: true }).check({ force: true });
  }

  async save(expectedToast: string): Promise<void> {
    await this.saveButton.click();
    await expect(this.toast(expectedToast)).toBeVisible();
  }

  async delete(): Promise<void> {
    await this.deleteButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete this contact list?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }

  /** The names in the first column of the contacts table. */
  async contactNames(listName: string): Promise<string[]> {
    const rows = this.contactsTable(listName).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    return rows.evaluateAll((elements) =>
      elements.slice(1).map((row) => row.querySelector('td')?.textContent?.trim() ?? ''),
    );
  }
}
