// Key rotation, confirmed first: the new key is created and checked before the current one is revoked,
// and revoking is immediate and breaks every other user of the key (published-spec.md). After it, the
// new secret is shown once; "Done" forgets it.
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorNotice, type ErrorLike } from '../ErrorNotice';
import { Modal } from '../Modal';
import { t } from '@/lib/i18n';

export type RotationStep =
  { step: 'confirm' } | { step: 'rotating' } | { step: 'failed'; error: ErrorLike } | { step: 'rotated'; secret: string; warning?: string };

export interface RotateKeyDialogProps {
  state: RotationStep;
  onConfirm(): void;
  onCancel(): void;
  /** Closes after a rotation; the page drops the secret. */
  onDone(): void;
}

export function RotateKeyDialog({ state, onConfirm, onCancel, onDone }: RotateKeyDialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const rotated = state.step === 'rotated';

  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [state.step]);

  return (
    // Nothing closes it while the rotation is under way; Escape is Cancel before it and Done after it.
    <Modal labelledBy={titleId} onCancel={rotated ? onDone : state.step === 'rotating' ? undefined : onCancel}>
      <div ref={box}>
        {rotated ? (
          <NewSecret titleId={titleId} secret={state.secret} warning={state.warning} onDone={onDone} />
        ) : (
          <>
            <h2 id={titleId}>{t('credits_rotateTitle')}</h2>
            <ul className="dialog-points">
              <li>{t('credits_rotatePointCreate')}</li>
              <li>{t('credits_rotatePointRevoke')}</li>
              <li>{t('credits_rotatePointShared')}</li>
              <li>{t('credits_rotatePointStored')}</li>
            </ul>
            {state.step === 'failed' && <ErrorNotice error={state.error} />}
            <div className="row">
              <button
                type="button"
                className="danger"
                onClick={onConfirm}
                disabled={state.step === 'rotating'}
                data-autofocus={state.step === 'failed' ? true : undefined}
              >
                {state.step === 'rotating' ? t('credits_rotating') : state.step === 'failed' ? t('common_retry') : t('credits_rotateKey')}
              </button>
              <button type="button" onClick={onCancel} disabled={state.step === 'rotating'} data-autofocus={state.step === 'confirm' ? true : undefined}>
                {t('components_cancel')}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

function NewSecret({ titleId, secret, warning, onDone }: { titleId: string; secret: string; warning?: string; onDone(): void }) {
  const fieldId = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      setCopied('no');
    }
  }
  return (
    <>
      <h2 id={titleId}>{t('credits_newKeyTitle')}</h2>
      <p>{t('credits_newKeyInUse')}</p>
      {warning && (
        <p role="alert" className="notice notice-warn">
          {warning}
        </p>
      )}
      <label htmlFor={fieldId}>{t('credits_newKeyLabel')}</label>
      <div className="secret-row">
        <input
          id={fieldId}
          type="text"
          readOnly
          value={secret}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={`${fieldId}-note`}
        />
        <button type="button" onClick={() => void copy()}>
          {t('credits_copy')}
        </button>
      </div>
      <p id={`${fieldId}-note`} className="notice notice-warn">
        {t('credits_newKeyOnce')}
      </p>
      <p role="status" className="hint">
        {copied === 'yes' ? t('credits_copied') : copied === 'no' ? t('credits_copyFailed') : ''}
      </p>
      <div className="row">
        <button type="button" className="primary" onClick={onDone} data-autofocus>
          {t('credits_done')}
        </button>
      </div>
    </>
  );
}
