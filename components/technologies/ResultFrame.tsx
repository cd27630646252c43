// A listing's states after its request: loading, failed (with the last data), or loaded with where
// it came from ("from cache" and its age) and a Refresh that states its price. Nothing when idle.
// The words are PaidPanel's: one renderer (PanelBody) for every paid panel and listing.
import type { ReactNode } from 'react';
import type { Loadable } from '@/lib/ui/loadable';
import { PanelBody } from '../PaidPanel';

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
  // Nothing until asked (the form's button states the price); then the same states and words as a PaidPanel.
  if (state.status === 'idle') return null;
  return (
    <PanelBody title={title} cost={cost} state={state} onLoad={onRetry} onRefresh={onRefresh} now={now}>
      {children}
    </PanelBody>
  );
}
