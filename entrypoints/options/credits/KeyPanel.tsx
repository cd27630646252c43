// The key card and its rotation flow: confirm, rotate through the worker (which creates, verifies and
// stores the new key, then revokes the old one), show the new secret once, forget it on "Done" or when the page goes away.
import { useRef, useState } from 'react';
import { KeyCard } from '@/components/credits/KeyCard';
import { RotateKeyDialog, type RotationStep } from '@/components/credits/RotateKeyDialog';
import type { KeyRecord } from '@/components/credits/types';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { KeyDescription } from '@/lib/messaging/protocol';

export interface KeyPanelProps {
  keyInfo: KeyDescription;
  record: KeyRecord | null;
  /** After a rotation: the new key's description, so the page reloads what depends on the key. */
  onRotated(key: KeyDescription): void;
}

export function KeyPanel({ keyInfo, record, onRotated }: KeyPanelProps) {
  // The secret lives only in this state: never in storage, gone on "Done" or unmount.
  const [flow, setFlow] = useState<RotationStep | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  function open() {
    opener.current = document.activeElement as HTMLElement | null;
    setFlow({ step: 'confirm' });
  }

  function close() {
    setFlow(null);
    opener.current?.focus();
  }

  async function rotate() {
    setFlow({ step: 'rotating' });
    try {
      const rotated = await messenger.send('keys.rotate', { name: 'StackLens' });
      setFlow({ step: 'rotated', secret: rotated.secretOnce, warning: rotated.warning });
      onRotated(rotated.key);
    } catch (error) {
      setFlow({ step: 'failed', error: error as ApiError });
    }
  }

  return (
    <>
      <KeyCard record={record} mode={keyInfo.mode} last4={keyInfo.last4} onRotate={open} />
      {flow && <RotateKeyDialog state={flow} onConfirm={() => void rotate()} onCancel={close} onDone={close} />}
    </>
  );
}
