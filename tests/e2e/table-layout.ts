// How a table cell is laid out, read from the page: its lines and its alignment (DataTable's column kinds).
import type { Locator } from '@playwright/test';

/** How many lines the cell's content takes: an inline box that wraps has one client rect per line. */
export const lineCount = (cell: Locator) =>
  cell.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });

export const textAlign = (cell: Locator) => cell.evaluate((td) => getComputedStyle(td).textAlign);
