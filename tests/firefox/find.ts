// Finding elements by role and accessible name, as a person would, in Firefox pages driven over BiDi
// (puppeteer's ARIA selectors need the accessibility locator, which this Firefox does not answer).
// A small accessible-name computation: aria-labelledby, aria-label, <label>, then the text content.
import type { ElementHandle, Page } from 'puppeteer-core';
import { waitFor } from './fixtures';

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"], input[type="submit"], input[type="button"]',
  link: 'a[href], [role="link"]',
  textbox: 'input:not([type]), input[type="text"], input[type="url"], input[type="search"], input[type="password"], textarea, [role="textbox"]',
  radio: 'input[type="radio"], [role="radio"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  tab: '[role="tab"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
  combobox: 'select, [role="combobox"]',
  table: 'table, [role="table"]',
  list: 'ul, ol, [role="list"]',
  status: '[role="status"], output',
  alert: '[role="alert"]',
};

export type Name = string | RegExp;

/** Runs in the page: the first visible element under `root` (or the document) matching the role and name. */
function findInScope(root: Element | null, selector: string, exactName: string | null, regex: { source: string; flags: string } | null): Element | null {
  const doc = root?.ownerDocument ?? document;
  const scope: ParentNode = root ?? doc;
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return by
        .split(/\s+/)
        .map((id) => text(doc.getElementById(id)))
        .join(' ')
        .trim();
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length)
      return [...labels]
        .map((l) => text(l))
        .join(' ')
        .trim();
    if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')) return el.value;
    return text(el);
  };
  const matches = (n: string) => (exactName !== null ? n === exactName : regex ? new RegExp(regex.source, regex.flags).test(n) : true);
  const visible = (el: Element) => (el as HTMLElement).getClientRects().length > 0;
  return [...scope.querySelectorAll(selector)].find((el) => visible(el) && matches(nameOf(el))) ?? null;
}

/** The first visible element of `role` whose accessible name is `name` (exact string or pattern). */
export async function getByRole(page: Page | ElementHandle, role: keyof typeof ROLE_SELECTORS, name?: Name): Promise<ElementHandle<Element>> {
  const pattern = name instanceof RegExp ? { source: name.source, flags: name.flags } : null;
  const exact = typeof name === 'string' ? name : null;
  const found = await waitFor(
    async () => {
      // On an element handle, puppeteer passes the element first; on a page, the document stands in.
      const handle =
        'mainFrame' in page
          ? await (page as Page).evaluateHandle(findInScope, null, ROLE_SELECTORS[role]!, exact, pattern)
          : await (page as ElementHandle).evaluateHandle(findInScope, ROLE_SELECTORS[role]!, exact, pattern);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    },
    (element) => element !== null,
    `a ${role} named ${String(name)}`,
  );
  return found!;
}

/** A form control by its label text (its <label>, aria-label or aria-labelledby). */
export async function getByLabel(page: Page | ElementHandle, label: Name) {
  for (const role of ['textbox', 'combobox', 'radio', 'checkbox'] as const) {
    try {
      return await getByRole(page, role, label);
    } catch {
      // try the next kind of control
    }
  }
  throw new Error(`No control labelled ${String(label)}`);
}

/** Replaces a field's value as typing would. */
export async function fill(field: ElementHandle<Element>, value: string) {
  await field.click({ count: 3 });
  await field.evaluate((el) => {
    (el as HTMLInputElement).select?.();
  });
  await field.press('Backspace');
  await field.type(value);
}
