// Shown instead of balance and usage while no API key is set: where to set one.
import { settingsHash } from '@/lib/ui/routes';
export function NoKeyPrompt({ settingsHref = settingsHash }: { settingsHref?: string }) {
  return (
    <div className="notice notice-warn credits-prompt">
      <strong>No API key yet</strong>
      <p>Your balance, usage and spend appear here once StackLens has your API key.</p>
      <div className="notice-actions">
        <a className="button" href={settingsHref}>
          Set up your API key
        </a>
      </div>
    </div>
  );
}
