// What "Not right?" on an on-page row may do, handed to LocalGroup by the page that shows it (the popup
// talks to the worker; components never do). Types only: the menu itself loads when first opened.
import type { ReportContext } from '@/lib/local/report';

export interface HideActions {
  /** The page's registrable domain; null when rows cannot be hidden (an IP address, a local name). */
  site: string | null;
  /** Names hidden on `site`, as stored. */
  hidden: readonly string[];
  hide(name: string): void;
  /** Shows `names` again on `site`. */
  show(names: readonly string[]): void;
  /** The worker did not store the last hide or show (the list is as it was). */
  error: boolean;
  /** What a row's plain-text report names besides the row (lib/local/report.ts), read when it is copied. */
  reportContext(): ReportContext;
}
