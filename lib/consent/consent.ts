// The user's consent to send data to the API provider. Firefox (from 140) keeps it as an optional data
// collection permission the manifest declares (data-collection.ts), granted in its own prompt and
// withdrawn in about:addons; Chrome has no such permission, so there saving a key below the same
// explanation is the consent, and nothing is sent without a saved key.
import { browser } from 'wxt/browser';
import { DATA_COLLECTION } from './data-collection';

/** Firefox's permissions API with data collection (140+); Chrome's types do not know the field. */
interface DataPermissions {
  contains(permissions: { data_collection: string[] }): Promise<boolean>;
  request(permissions: { data_collection: string[] }): Promise<boolean>;
}
const permissions = () => browser.permissions as unknown as DataPermissions;

/** Whether this browser asks for the data collection permission: the manifest declares it optional (Firefox). */
export function asksDataConsent(): boolean {
  const manifest = browser.runtime.getManifest() as { browser_specific_settings?: { gecko?: { data_collection_permissions?: { optional?: string[] } } } };
  return (manifest.browser_specific_settings?.gecko?.data_collection_permissions?.optional?.length ?? 0) > 0;
}

/** True once the user has allowed sending; always true where the browser has no such permission (Chrome). */
export async function hasDataConsent(): Promise<boolean> {
  if (!asksDataConsent()) return true;
  return permissions().contains({ data_collection: DATA_COLLECTION });
}

/**
 * Shows Firefox's prompt. Call it first thing in a click handler, before any `await`: Firefox grants
 * permission requests only while it is handling the user's input.
 */
export function requestDataConsent(): Promise<boolean> {
  if (!asksDataConsent()) return Promise.resolve(true);
  return permissions()
    .request({ data_collection: DATA_COLLECTION })
    .catch(() => false);
}
