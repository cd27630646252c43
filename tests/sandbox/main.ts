// `npm run sandbox`: starts the sandbox on 127.0.0.1 (port --port / SANDBOX_PORT, default 8787; seed
// --seed / SANDBOX_SEED, default 'stacklens'), prints the keys, and stops cleanly on SIGINT/SIGTERM.
import { SANDBOX_KEY_SPECS } from './keys';
import { startSandbox } from './server';

function arg(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = argv[i]!;
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
}

const port = Number(arg('port') ?? process.env.SANDBOX_PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${arg('port') ?? process.env.SANDBOX_PORT}`);
  process.exit(2);
}
const seed = arg('seed') ?? process.env.SANDBOX_SEED ?? 'stacklens';

const sandbox = await startSandbox({ port, seed, log: true, signalIntervalMs: 30_000 });
console.log(`StackLens sandbox (seed "${seed}") listening on ${sandbox.url}`);
console.log('Keys (Authorization: Bearer <key>):');
for (const k of SANDBOX_KEY_SPECS) {
  const note =
    k.status === 'revoked'
      ? 'revoked: 401'
      : k.restricted
        ? 'restricted: 403 outside account endpoints'
        : k.mode === 'test'
          ? 'test mode, never charged'
          : `${k.plan} plan`;
  console.log(`  ${k.name.padEnd(10)} ${k.secret}  ${k.plan.padEnd(5)} ${note}`);
}
console.log(`Admin API: ${sandbox.url}/__sandbox/state (see tests/sandbox/README.md)`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox`);
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
