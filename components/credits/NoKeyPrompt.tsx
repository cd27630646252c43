// Shown instead of what needs the API key while none is set (Credits' balance and usage, the paid
// sections' forms): what the key unlocks and where to set one.
import type { ReactNode } from 'react';
import { settingsHash } from '@/lib/ui/routes';
export function NoKeyPrompt({
  settingsHref = settingsHash,
  children = 'Your balance, usage and spend appear here once StackLens has your API key.',
}: {
  settingsHref?: string;
  /** What appears once the key is set. */
  children?: ReactNode;
}) {
  return (
    <div className="notice notice-warn credits-prompt">
      <strong>No API key yet</strong>
      <p>{children}</p>
      <div className="notice-actions">
        <a className="button" href={settingsHref}>
          Set up your API key
        </a>
      </div>
    </div>
  );
}
