// A section whose forms spend credits needs the API key first: without one, a notice says so and
// links to Settings in their place, rather than forms that can only fail. While the key is being read
// (a local, free message) and if it cannot be read, the section shows as usual: its own calls then
// say what went wrong.
import type { ReactNode } from 'react';
import { NoKeyPrompt } from '@/components/credits/NoKeyPrompt';
import { messenger } from '@/lib/messaging/client';
import { useLoad } from '@/lib/ui/use-load';

export function KeyRequired({ why, children }: { why: string; children: ReactNode }) {
  const [key] = useLoad(() => messenger.send('keys.describe', {}), 'key');
  if (key.status === 'loaded' && !key.data.configured) return <NoKeyPrompt>{why}</NoKeyPrompt>;
  return <>{children}</>;
}
