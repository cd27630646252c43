// @vitest-environment happy-dom
// "Export CSV" from the Credits & usage section writes one row per billed call of the period, fetched
// from the worker a page at a time.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type * as ExportModule from '@/lib/export/export';
import { apiHandler, balance, ledgerHandlers, LIVE_KEY, NOW, resetWorker } from './worker';

const downloads: { name: string; text: string; type: string }[] = [];
vi.mock('@/entrypoints/options/credits/BudgetsPanel', () => ({ BudgetsPanel: () => null }));
vi.mock('@/lib/export/export', async (importOriginal) => ({
  ...(await importOriginal<typeof ExportModule>()),
  downloadText: (name: string, text: string, type: string) => void downloads.push({ name, text, type }),
}));
const { CreditsSection } = await import('@/entrypoints/options/sections/CreditsSection');
afterEach(cleanup);

it('exports the billed calls shown, newest first, free calls left out', async () => {
  resetWorker({ 'keys.describe': () => LIVE_KEY, 'credits.get': () => balance(9_970), 'api.call': apiHandler(), ...ledgerHandlers() });
  render(<CreditsSection now={NOW} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  // Fetched page by page from the worker, then written.
  await waitFor(() => expect(downloads).toHaveLength(1));
  const [file] = downloads;
  expect(file!.type).toBe('text/csv');
  expect(file!.name).toMatch(/^stacklens-credits-billed-calls-2026-03-01-2026-03-30-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file!.text.split('\r\n')).toEqual([
    'time,endpoint,feature,params,status,credits,duration_ms,mode',
    '2026-03-03T18:00:00.000Z,domain.technologies,lookup,domain=c.com,200,1,250,live',
    '2026-03-03T12:00:00.000Z,live.detect,live_detection,url=https://b.com mode=light,200,5,250,live',
    '2026-03-03T10:00:00.000Z,company.get,company,domain=b.com,200,2,250,live',
    '2026-03-02T09:00:00.000Z,ai.extract,ai_extractor,domain=a.com question=Stack?,200,9,250,live',
    '',
  ]);
});

it('exports only what the filter shows', async () => {
  downloads.length = 0;
  resetWorker({ 'keys.describe': () => LIVE_KEY, 'credits.get': () => balance(9_970), 'api.call': apiHandler(), ...ledgerHandlers() });
  render(<CreditsSection now={NOW} />);
  fireEvent.change(await screen.findByLabelText('Feature'), { target: { value: 'company' } });
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  expect(downloads[0]!.text.split('\r\n').slice(1, -1)).toEqual(['2026-03-03T10:00:00.000Z,company.get,company,domain=b.com,200,2,250,live']);
});
