// Adds a site to the comparison: a domain or a pasted URL, read as its registrable domain, free and
// local (domain.resolve); a line that is not a site says why.
import { useId, useState, type FormEvent } from 'react';
import { messenger } from '@/lib/messaging/client';
import { t } from '@/lib/i18n';

/** The field's id: the page's `/` shortcut goes there. */
export const ADD_SITE_FIELD = 'compare-add-site';
/** An example domain: the same in every language. */
const EXAMPLE_DOMAIN = 'example.com';

export function AddSiteForm({ onAdd }: { onAdd(domain: string): void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const target = await messenger.send('domain.resolve', { input: text });
    if (!target.ok) return setProblem(target.message);
    setProblem(null);
    setText('');
    onAdd(target.domain);
  }

  return (
    <form className="compare-add" onSubmit={(e) => void submit(e)}>
      <label>
        {t('compare_addSite')}
        <input
          id={ADD_SITE_FIELD}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={EXAMPLE_DOMAIN}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
        />
      </label>
      <button type="submit">{t('compare_add')}</button>
      {problem && (
        <p id={problemId} role="alert" className="hint">
          {problem}
        </p>
      )}
    </form>
  );
}
