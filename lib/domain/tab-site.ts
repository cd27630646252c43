// What the popup tells the worker about the clicked tab: its scheme and host, never its path or
// query. A page can lengthen its own address at will (history.replaceState); past the worker's input
// limit the whole address would hide the site. The scheme stays: it tells a browser page or a file
// from a web site (resolve.ts). No imports: popup-early.js runs this before anything else loads.

/** `https://shop.example.com:8443` for any address of that site; null for an address that is no URL. */
export function tabSite(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}
