// Page object for the popup (opened in a tab at popup.html?domain=…, or read as the real toolbar popup).
import type { Page } from '@playwright/test';

export class PopupPage {
  constructor(readonly page: Page) {}

  static async open(openPage: (p: string) => Promise<Page>, domain?: string) {
    const page = await openPage(domain ? `popup.html?domain=${encodeURIComponent(domain)}` : 'popup.html');
    await page.setViewportSize({ width: 400, height: 600 });
    return new PopupPage(page);
  }

  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }
  tab(name: 'Technologies' | 'History' | 'Company') {
    return this.page.getByRole('tab', { name });
  }
  /** A technology's row, by its visible text: the name, the version the page shows, then a mark or since (until) when. */
  technology(name: string) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('button', { name: new RegExp(`^${escaped} (\\S+ )?(on |seen on this page|since |until )`) });
  }
  get alert() {
    return this.page.getByRole('alert');
  }
  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }
}
