// Look up any domain, or a pasted URL. The button says its price: 1 credit, free when the domain's
// answer is cached (a local, free check while typing), or free with "Ask before each lookup" (the
// domain view then asks before paying).
import { useEffect, useState, type FormEvent } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { TargetView } from '@/lib/messaging/protocol';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';

/** The Look up button's label for what pressing it spends. */
export function lookUpLabel(askFirst: boolean, cached: boolean): string {
  if (cached) return 'Look up · cached · free';
  return askFirst ? 'Look up · free, asks before paying' : `Look up · ${creditText(priceOf('domain.technologies'))}`;
}

/** Whether the typed domain's lookup is in the cache and fresh: free to read, no API request. */
function useCachedLookup(text: string): boolean {
  // The answer is kept with the text it is about: while another is typed, it is not cached.
  const [peeked, setPeeked] = useState<{ text: string; cached: boolean } | null>(null);
  useEffect(() => {
    const input = text.trim();
    if (!input) return;
    let live = true;
    // After typing pauses: resolving and peeking are local, but need not run on every key.
    const timer = setTimeout(() => {
      messenger
        .send('domain.resolve', { input })
        .then((target) => (target.ok && live ? messenger.send('cache.peek', { endpoint: 'domain.technologies', params: { domain: target.domain } }) : null))
        .then(
          (hit) => live && setPeeked({ text, cached: hit?.source === 'cache' }),
          () => undefined,
        );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  return peeked?.text === text && peeked.cached;
}

export function SearchBox({ onSearch, askFirst = false }: { onSearch: (input: string) => Promise<TargetView>; askFirst?: boolean }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cached = useCachedLookup(text);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const target = await onSearch(text);
    setProblem(target.ok ? null : target.message);
    if (target.ok) setText('');
  }
  return (
    <form className="search" role="search" onSubmit={(e) => void submit(e)}>
      <label htmlFor="lookup" className="visually-hidden">
        Look up a domain or URL
      </label>
      <input
        id="lookup"
        type="search"
        placeholder="Look up a domain or paste a URL"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'lookup-problem' : undefined}
        spellCheck={false}
        autoComplete="off"
      />
      <button type="submit">{lookUpLabel(askFirst, cached)}</button>
      {problem && (
        <p id="lookup-problem" className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
