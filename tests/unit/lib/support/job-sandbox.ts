// The real sandbox as the job tests run it: no rate limits, the job timer ticking every 20 ms, and
// the id of a technology every world has (Google Analytics) for lead lists and recipes.
import { startSandbox } from '../../../sandbox/server';

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

export async function startJobSandbox(): Promise<{ sandbox: Sandbox; tech: number }> {
  const sandbox = await startSandbox({ port: 0, rateLimits: false, jobTickMs: 20 });
  return { sandbox, tech: sandbox.state.world.techByName('Google Analytics')!.id };
}
