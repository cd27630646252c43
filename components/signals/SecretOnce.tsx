// A new alert's signing secret, shown once (contract.md: only create returns it), with Copy and the
// receiver-side verification snippets. Closing it forgets the secret: no page or database keeps it.
import { useId, useState } from 'react';
import { JS_SNIPPET, PYTHON_SNIPPET } from '@/lib/signals/snippets';

export function SecretOnce({ alertName, secret, onDone, copy }: { alertName: string; secret: string; onDone(): void; copy(text: string): Promise<void> }) {
  const id = useId();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  return (
    <section className="secret-once notice" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Alert “{alertName}” created</h3>
      <p>
        This is its signing secret. <strong>It is shown only this once</strong>: store it with your webhook receiver now. StackLens does not keep it.
      </p>
      <label htmlFor={id}>Signing secret</label>
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
          Copy
        </button>
      </div>
      {copied && <p role="status">{copied === 'ok' ? 'Copied to the clipboard.' : 'Could not copy: select the secret and copy it by hand.'}</p>}
      <p>
        Each delivery carries <code>X-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>, where hex is HMAC-SHA256 of{' '}
        <code>&lt;t&gt;.&lt;raw body&gt;</code> with this secret. Refuse a delivery whose <code>t</code> is more than 5 minutes old.
      </p>
      <h4>JavaScript (Node.js)</h4>
      <pre aria-label="JavaScript verification snippet">
        <code>{JS_SNIPPET}</code>
      </pre>
      <h4>Python</h4>
      <pre aria-label="Python verification snippet">
        <code>{PYTHON_SNIPPET}</code>
      </pre>
      <button type="button" className="primary" onClick={onDone}>
        I have stored the secret
      </button>
    </section>
  );
}
