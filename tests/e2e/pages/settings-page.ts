// Page object for options › Settings, found by label and role as a person would.
import type { Page } from '@playwright/test';

export class SettingsPage {
  constructor(readonly page: Page) {}

  get keyField() {
    return this.page.getByLabel('API key', { exact: true });
  }
  get baseUrlField() {
    return this.page.getByLabel('API base URL');
  }
  get saveButton() {
    return this.page.getByRole('button', { name: 'Save' });
  }
  get credits() {
    return this.page.getByRole('definition');
  }

  async enterKey(key: string, baseUrl: string) {
    await this.keyField.fill(key);
    await this.baseUrlField.fill(baseUrl);
    await this.saveButton.click();
  }

  /** The value shown for a fact such as "Balance" or "Plan". */
  fact(term: string) {
    return this.page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
