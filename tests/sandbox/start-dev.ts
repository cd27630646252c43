// `npm start`: the sandbox API on 127.0.0.1:8787 plus a Chrome build of StackLens pointed at it,
// so a developer can load the extension and click through it against the sandbox.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startSandbox } from './server';
import { SANDBOX_KEYS } from './keys';

const port = Number(process.env.SANDBOX_PORT ?? 8787);
const url = `http://127.0.0.1:${port}`;
const build = spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit', env: { ...process.env, STACKLENS_DEV_BUILD: '1', STACKLENS_API_BASE_URL: url } });
if (build.status !== 0) process.exit(build.status ?? 1);

const sandbox = await startSandbox({ port, log: true });
console.log(`\nStackLens is built for ${sandbox.url}:`);
console.log(`  Chrome: chrome://extensions › Developer mode › Load unpacked › ${path.resolve('.output/chrome-mv3')}`);
console.log('  Then open StackLens’s options page and paste a sandbox key:');
for (const [name, key] of Object.entries(SANDBOX_KEYS)) console.log(`    ${name.padEnd(10)} ${key}`);
console.log('\nPress Ctrl+C to stop the sandbox.');
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
