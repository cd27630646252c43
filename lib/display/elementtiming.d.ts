// React passes unknown lowercase attributes through to the DOM; its types do not list Element Timing's.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's own, which names it T
  interface HTMLAttributes<T> {
    /** Element Timing's name for this element (lib/display/paint-timing.ts). */
    elementtiming?: string;
  }
}
