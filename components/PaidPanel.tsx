// One paid piece of a detail view: nothing is fetched until the user asks, and every button that
// spends credits says how many. Renders a Loadable; the page owns the fetching.
import { useId, type ReactNode } from 'react';
import { ErrorNotice, type ErrorNoticeProps } from './ErrorNotice';
import type { Loadable } from '@/lib/ui/loadable';
import { creditText } from './format';
import { UpdatedTime } from './RelativeTime';
import { t } from '@/lib/i18n';

/** What the page knows that an error may not: where the key is set, the plan, the reset date, and
 *  whether the page retries a 429 by itself. */
export type NoticeContext = Pick<ErrorNoticeProps, 'settingsHref' | 'creditsHref' | 'plan' | 'resetAt' | 'autoRetry'> & {
  /** Why nothing paid can be bought now (no credits left until the reset): paid buttons are shown unavailable with it. */
  unavailable?: string;
};

export interface PaidPanelProps<T> {
  title: string;
  cost: number;
  state: Loadable<T>;
  onLoad(): void;
  onRefresh(): void;
  /** Completes "Load …" on the idle button; the title when absent. */
  loadLabel?: string;
  /** Shown under the title in every state (e.g. a range selector that applies to the next load). */
  controls?: ReactNode;
  /** The clock for "Updated … ago" (tests); Date.now() when absent. */
  now?: number;
  /** Completes the error notice (settings link on 401, plan on 403, reset date on 402, 429 wording). */
  notice?: NoticeContext;
  /** The title's heading level: 2 right under a page's h1 (the popup), 3 under a section's h2. */
  level?: 2 | 3;
  children: (data: T) => ReactNode;
}

export function PaidPanel<T>({ title, cost, state, onLoad, onRefresh, loadLabel, controls, now, notice, level = 3, children }: PaidPanelProps<T>) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="paid-panel" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {controls}
      <PanelBody title={title} cost={cost} state={state} onLoad={onLoad} onRefresh={onRefresh} loadLabel={loadLabel} now={now} notice={notice}>
        {children}
      </PanelBody>
    </section>
  );
}

/** A panel's states in the one wording every paid panel and listing uses (ResultFrame renders it too). */
export function PanelBody<T>({ title, cost, state, onLoad, onRefresh, loadLabel, now, notice, children }: Omit<PaidPanelProps<T>, 'controls' | 'level'>) {
  switch (state.status) {
    case 'idle':
      if (cost > 0 && notice?.unavailable)
        return (
          <>
            <button type="button" className="primary" disabled>
              {t('common_loadWhat', [loadLabel ?? title, creditText(cost)])}
            </button>
            <p className="hint">{notice.unavailable}</p>
          </>
        );
      return (
        <button type="button" className="primary" onClick={onLoad}>
          {t('common_loadWhat', [loadLabel ?? title, creditText(cost)])}
        </button>
      );
    case 'loading':
      return (
        <div aria-busy="true" className="panel-loading">
          <p role="status" className="visually-hidden">
            {t('common_loadingWhat', [title])}
          </p>
          {state.previous === undefined ? <Skeleton /> : <div className="panel-dimmed">{children(state.previous)}</div>}
        </div>
      );
    case 'loaded': {
      const refreshText = t(state.source === 'stale-cache' ? 'common_retryCost' : 'common_refreshCost', [creditText(cost)]);
      return (
        <>
          {children(state.data)}
          <footer className="panel-footer">
            {state.source === 'stale-cache' && <p className="stale-marker">{t('common_staleUnreachable')}</p>}
            <span className="hint">
              <UpdatedTime value={state.storedAt} now={now} />
              {state.source === 'cache' && ` · ${t('common_fromCache')}`}
            </span>
            {/* Several panels on one page: the name says which one this refreshes (visible text first). */}
            <button type="button" onClick={onRefresh} aria-label={t('common_refreshWhich', [refreshText, title])}>
              {refreshText}
            </button>
          </footer>
        </>
      );
    }
    case 'error':
      return (
        <>
          <ErrorNotice error={state.error} onRetry={onLoad} cost={cost} {...notice} />
          {cost > 0 && <p className="hint">{t('common_onlySuccessCharged', [creditText(cost)])}</p>}
          {state.previous !== undefined && (
            <div className="panel-previous">
              <p className="stale-marker">{t('common_staleError')}</p>
              {children(state.previous)}
            </div>
          )}
        </>
      );
  }
}

function Skeleton() {
  return (
    <div className="skeleton" aria-hidden="true">
      <span />
      <span />
      <span />
    </div>
  );
}
