// The rule set in the worker: not bundled (it is most of what the worker would evaluate at every start,
// and only on-page detection needs it) but packaged by the build as RULES_FILE (wxt.config.ts writes
// RULES there) and read on first use, then kept for the worker's life. Relative imports only
// (wxt.config.ts imports it).
import type { Rule } from './types';

/** Where the build puts the rule set (JSON: RULES, in their order) inside the extension. */
export const RULES_FILE = '/local/rules.json';

/**
 * The rule set, read once by `read` (the file's JSON) on first use; a failed read is tried again on the
 * next use. Anything but a non-empty list is refused: the page's answers are read back against it.
 */
export function rulesLoader(read: () => Promise<unknown>): () => Promise<readonly Rule[]> {
  let loading: Promise<readonly Rule[]> | null = null;
  const load = async () => {
    const data = await read();
    if (!Array.isArray(data) || data.length === 0) throw new Error('The on-page rule set could not be read.');
    return data as Rule[];
  };
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
