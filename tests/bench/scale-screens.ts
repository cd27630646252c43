// The screens the scale bench opens, and what "content shown" means on each: the first thing on it
// that needed the worker's answer (a figure, a row, the loaded list), not a heading drawn before any data.
import type { ContentCondition } from './scale-probe';

export interface Screen {
  name: string;
  /** Path in the extension; {audience} and {domain} are filled in. */
  path: string;
  shown: ContentCondition;
  /** The popup's size. */
  popup?: boolean;
  /** Measured once a monthly budget is set. */
  budget?: boolean;
}

const popup: Omit<Screen, 'name'> = {
  path: 'popup.html?domain={domain}',
  // A technology of the cached answer, listed (the first frame the worker keeps, or React's own).
  shown: { selector: '.tech-list .tech-name' },
  popup: true,
};

export const SCREENS: Screen[] = [
  { name: 'Blank extension page (floor)', path: 'blank.html', shown: { selector: 'p', text: '^Blank$' } },
  // The browser's own spend over the default period, read from the ledger.
  {
    name: 'Credits & usage',
    path: 'options.html#credits',
    shown: { selector: 'h3, p.hint', text: '^(Spend by day|This browser spent no credits in this period\\.)$' },
  },
  { name: 'Audiences (list)', path: 'options.html#audiences', shown: { selector: 'a[href^="#audiences/"]', text: '^CRM export$' } },
  // A member's row of the big audience (its domain cell: not a placeholder row still loading).
  {
    name: 'The big audience (detail)',
    path: 'options.html#audiences/{audience}',
    shown: { selector: '[role="table"][aria-label="Members"] [role="cell"]', text: '^[a-z0-9-]+(\\.[a-z0-9-]+)+$' },
  },
  // The alerts, read from the server (or the copy kept here).
  { name: 'Signals & alerts', path: 'options.html#signals', shown: { selector: '.signals-alerts p.hint, .signals-alerts table', text: '^(?!An alert saves)' } },
  {
    name: 'Lead lists',
    path: 'options.html#lead-lists',
    shown: { selector: '[aria-labelledby="lead-lists-yours-title"] p.hint, [aria-labelledby="lead-lists-yours-title"] table' },
  },
  { name: 'Technologies', path: 'options.html#technologies', shown: { selector: '#tech-search-title' } },
  { name: 'Companies', path: 'options.html#companies', shown: { selector: '#companies-title ~ *' } },
  // What each store holds (the cache's answers): today a running total, before it a walk over every entry.
  { name: 'Settings', path: 'options.html#settings', shown: { selector: 'dl.storage-stats dd, p.cache-stats', text: ' answers?\\.$' } },
  { name: 'Popup, cached site', ...popup },
  { name: 'Popup, cached site, monthly budget set', ...popup, budget: true },
];
