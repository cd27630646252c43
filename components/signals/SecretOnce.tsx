// A new alert's signing secret, shown once (contract.md: only create returns it), with Copy and the
// receiver-side verification snippets. Closing it forgets the secret: no page or database keeps it.
import { Fragment, useId, useState } from 'react';
import { JS_SNIPPET, PYTHON_SNIPPET } from '@/lib/signals/snippets';
import { t } from '@/lib/i18n';
import { Sentence, SentenceWith } from '../Sentence';

/** The receiver-side snippets, headed by their programming language (names no language translates). */
const SNIPPETS = [
  { heading: 'JavaScript (Node.js)', language: 'JavaScript', code: JS_SNIPPET },
  { heading: 'Python', language: 'Python', code: PYTHON_SNIPPET },
];
/** What the receiver reads and signs: code, the same in every language. */
const SIGNATURE_HEADER = 'X-Signature: t=<unix seconds>,v1=<hex>';
const SIGNED_TEXT = '<t>.<raw body>';
const TIMESTAMP_FIELD = 't';

export function SecretOnce({ alertName, secret, onDone, copy }: { alertName: string; secret: string; onDone(): void; copy(text: string): Promise<void> }) {
  const id = useId();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  return (
    <section className="secret-once notice" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('signals_secretCreated', [alertName])}</h3>
      <p>
        <Sentence message={(m) => t('signals_secretIntro', [m])}>
          <strong>{t('signals_secretOnce')}</strong>
        </Sentence>
      </p>
      <label htmlFor={id}>{t('signals_secretLabel')}</label>
      <div className="row">
        <input id={id} readOnly value={secret} className="mono" onFocus={(e) => e.target.select()} />
        <button
          type="button"
          onClick={() =>
            copy(secret).then(
              () => setCopied('ok'),
              () => setCopied('failed'),
            )
          }
        >
          {t('signals_copy')}
        </button>
      </div>
      {copied && <p role="status">{copied === 'ok' ? t('signals_copied') : t('signals_copyFailed')}</p>}
      <p>
        <SentenceWith
          message={(m) => t('signals_signature', m)}
          parts={[<code key="header">{SIGNATURE_HEADER}</code>, <code key="signed">{SIGNED_TEXT}</code>, <code key="t">{TIMESTAMP_FIELD}</code>]}
        />
      </p>
      {SNIPPETS.map((snippet) => (
        <Fragment key={snippet.language}>
          <h4>{snippet.heading}</h4>
          <pre aria-label={t('signals_snippetOf', [snippet.language])}>
            <code>{snippet.code}</code>
          </pre>
        </Fragment>
      ))}
      <button type="button" className="primary" onClick={onDone}>
        {t('signals_secretStored')}
      </button>
    </section>
  );
}
