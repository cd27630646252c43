// A domain in a table: a link that opens its domain view in a new tab (the page asks before any paid
// lookup), shown in Unicode. The section gives the URL (`hrefFor`), so components import no routes.
import { toUnicode } from 'punycode/punycode.es6.js';

/** An IDN as people write it (bücher.de, not xn--bcher-kva.de); the stored ASCII form is unchanged. */
export function displayDomain(domain: string): string {
  if (!domain.includes('xn--')) return domain;
  try {
    return toUnicode(domain);
  } catch {
    return domain;
  }
}

export function DomainLink({ domain, hrefFor }: { domain: string; hrefFor?: (domain: string) => string }) {
  const text = displayDomain(domain);
  if (!hrefFor) return <>{text}</>;
  return (
    <a href={hrefFor(domain)} target="_blank" rel="noreferrer" title={text === domain ? undefined : domain}>
      {text}
    </a>
  );
}
