// The billed-calls table's data: pages of the period's billed calls from the worker (`ledger.page`,
// by the ledger's `at` index), the next page on "Load more", and the CSV of every matching call
// fetched page by page, so neither the table nor the export holds the period's rows at once in the worker.
import { useCallback, useEffect, useState } from 'react';
import { dayStart, DAY_MS, type Period } from '@/components/credits/period';
import { ENDPOINT_LABELS } from '@/components/credits/call-labels';
import type { BilledQuery } from '@/components/credits/BilledCalls';
import type { EndpointId, Feature } from '@/lib/api/catalog';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { LedgerCursorView, LedgerPageView, LedgerRowView } from '@/lib/messaging/protocol';

export const PAGE_ROWS = 50;
const EXPORT_PAGE_ROWS = 1000;

export interface BilledCallsState {
  rows: LedgerRowView[];
  /** More rows may match: "Load more" asks for them. */
  more: boolean;
  loading: boolean;
  error: ApiError | null;
}

function request(period: Period, query: BilledQuery) {
  const needle = query.text.trim().toLowerCase();
  // Labels are the page's words ("Domain lookup"): the endpoints whose label matches go with the text.
  const endpoints = needle ? (Object.keys(ENDPOINT_LABELS) as EndpointId[]).filter((id) => ENDPOINT_LABELS[id]().toLowerCase().includes(needle)) : [];
  return {
    since: dayStart(period.start),
    until: dayStart(period.end) + DAY_MS - 1,
    ...(query.feature ? { feature: query.feature as Feature } : {}),
    ...(needle ? { text: needle, endpoints } : {}),
    oldestFirst: !query.newestFirst,
  };
}

/** Every billed call matching the query, page after page (for the CSV). */
export async function allBilledCalls(period: Period, query: BilledQuery): Promise<LedgerRowView[]> {
  const rows: LedgerRowView[] = [];
  let cursor: LedgerCursorView | null = null;
  do {
    const page: LedgerPageView = await messenger.send('ledger.page', { ...request(period, query), cursor, limit: EXPORT_PAGE_ROWS });
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor);
  return rows;
}

export function useBilledCalls(period: Period, query: BilledQuery, enabled: boolean, reload: number, version = 0) {
  const [state, setState] = useState<BilledCallsState>({ rows: [], more: false, loading: true, error: null });
  const [cursor, setCursor] = useState<LedgerCursorView | null>(null);
  const [wanted, setWanted] = useState<{ key: string; cursor: LedgerCursorView | null }>({ key: '', cursor: null });
  const key = `${enabled}/${period.start}/${period.end}/${query.feature}/${query.text}/${query.newestFirst}/${reload}`;
  if (wanted.key !== key) {
    setWanted({ key, cursor: null });
    setState({ rows: [], more: false, loading: enabled, error: null });
  }
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const from = wanted.cursor;
    messenger.send('ledger.page', { ...request(period, query), cursor: from, limit: PAGE_ROWS }).then(
      (page) => {
        if (!live) return;
        setCursor(page.next);
        setState((s) => ({ rows: from ? [...s.rows, ...page.rows] : page.rows, more: page.next !== null, loading: false, error: null }));
      },
      (error: unknown) => live && setState((s) => ({ ...s, loading: false, error: toApiError(error) })),
    );
    return () => {
      live = false;
    };
    // `wanted` stands for the period, the query and the page asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  // The ledger changed (a row settled by reconciliation, a new call): the rows shown are read again in
  // place, as many as are shown, without emptying the table; not while a page is still coming.
  useEffect(() => {
    if (!enabled || version === 0 || state.loading) return;
    let live = true;
    const limit = Math.min(1000, Math.max(PAGE_ROWS, state.rows.length));
    messenger.send('ledger.page', { ...request(period, query), cursor: null, limit }).then(
      (page) => {
        if (!live) return;
        setCursor(page.next);
        setState((s) => ({ ...s, rows: page.rows, more: page.next !== null, error: null }));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Only a new change reads again; the period and query are those of the rows shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  const loadMore = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    setWanted((w) => ({ ...w, cursor }));
  }, [cursor]);
  return { ...state, loadMore };
}
