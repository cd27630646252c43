// Look up any domain, or a pasted URL.
import { useState, type FormEvent } from 'react';
import type { TargetView } from '@/lib/messaging/protocol';

export function SearchBox({ onSearch }: { onSearch: (input: string) => Promise<TargetView> }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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
      <button type="submit">Look up</button>
      {problem && (
        <p id="lookup-problem" className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
