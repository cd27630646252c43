// One term and its value in a `dl.facts` (theme.css lays them out as a grid): a company's record,
// the plan and credits, the API key.
import type { ReactNode } from 'react';

export function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'fact-wide' : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
