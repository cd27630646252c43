// A listing's states after its request: loading, failed (with the last data), or loaded with where
// it came from ("from cache" and its age) and a Refresh that states its price. Nothing when idle.
import type { ReactNode } from 'react';
import { ErrorNotice } from '../ErrorNotice';
import { creditText } from '../format';
import type { Loadable } from '@/lib/ui/loadable';
import { RelativeTime } from '../RelativeTime';

export interface ResultFrameProps<T> {
  title: string;
  state: Loadable<T>;
  cost: number;
  onRetry(): void;
  onRefresh(): void;
  now?: number;
  children: (data: T) => ReactNode;
}

export function ResultFrame<T>({ title, state, cost, onRetry, onRefresh, now, children }: ResultFrameProps<T>) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <div aria-busy="true" className="panel-loading">
          <p role="status">Loading {title}…</p>
          {state.previous !== undefined && <div className="panel-dimmed">{children(state.previous)}</div>}
        </div>
      );
    case 'error':
      return (
        <>
          <ErrorNotice error={state.error} onRetry={onRetry} cost={cost} />
          <p className="hint">Only a successful answer is charged ({creditText(cost)}); failed requests are free.</p>
        </>
      );
    case 'loaded':
      return (
        <>
          {children(state.data)}
          <footer className="panel-footer">
            {state.source === 'stale-cache' && <p className="stale-marker">Stale: shown from cache because the API could not be reached</p>}
            <span className="hint">
              {state.source === 'network' ? 'Updated ' : 'From cache · updated '}
              <RelativeTime value={state.storedAt} now={now} />
            </span>
            <button type="button" onClick={onRefresh}>
              Refresh · {creditText(cost)}
            </button>
          </footer>
        </>
      );
  }
}
