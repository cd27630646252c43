// Who may talk to the worker: only this extension's own pages (popup, options, a popup opened in a
// tab). Content scripts and web pages share the extension id but not its origin, so the URL decides.

export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { url?: string } | undefined;
}

export function isTrustedSender(sender: SenderLike, runtimeId: string, extensionOrigin: string): boolean {
  if (sender.id !== runtimeId) return false;
  const origin = extensionOrigin.replace(/\/$/, '');
  // A prefix test, not URL.origin: for chrome-extension: and moz-extension: URLs `origin` is "null".
  const fromOwnPage = (url: string | undefined) => !!url && (url === origin || url.startsWith(`${origin}/`));
  if (!fromOwnPage(sender.url)) return false;
  if (sender.origin !== undefined && sender.origin !== 'null' && !fromOwnPage(`${sender.origin}/`)) return false;
  // A sender in a tab is a content script unless the tab itself shows one of our pages.
  if (sender.tab && sender.tab.url !== undefined && !fromOwnPage(sender.tab.url)) return false;
  return true;
}
