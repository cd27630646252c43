// A long list shown a part at a time: `step` rows in the first render, then `step` more in each
// following task, so a site with thousands of technologies never holds the page in one long task.
import { useEffect, useState } from 'react';

export const REVEAL_STEP = 250;

/** How many of `total` rows to render now; grows to `total` one task at a time. */
export function useRevealed(total: number, step = REVEAL_STEP): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
