// The frame every lazy chart sits in: a fixed-height box (so nothing jumps when Recharts arrives)
// that screen readers read as one image with a summary; the data itself is in a list or table.
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

export const CHART_HEIGHT = 180;

export function ChartFrame({ label, height = CHART_HEIGHT, children }: { label: string; height?: number; children: ReactNode }) {
  return (
    // Outside the role="img" box: an alert inside an image would not be read out.
    <ErrorBoundary what="This chart">
      <div className="chart-frame" role="img" aria-label={label} style={{ height }}>
        <Suspense fallback={<div className="chart-placeholder" data-testid="chart-placeholder" style={{ height }} />}>{children}</Suspense>
      </div>
    </ErrorBoundary>
  );
}
