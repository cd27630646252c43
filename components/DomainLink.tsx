// A domain in a table: a link that opens its domain view in a new tab (the page asks before any paid
// lookup), shown in Unicode. The section gives the URL (`hrefFor`), so components import no routes.
import { displayDomain } from '@/lib/display/server-strings';

export function DomainLink({ domain, hrefFor }: { domain: string; hrefFor?: (domain: string) => string }) {
  const text = displayDomain(domain);
  if (!hrefFor) return <>{text}</>;
  return (
    <a href={hrefFor(domain)} target="_blank" rel="noreferrer" title={text === domain ? undefined : domain}>
      {text}
    </a>
  );
}
