// npm start: build the client, import the embedded data into the local D1 when it is
// missing or was made by an older importer, then serve the site with wrangler dev at
// http://127.0.0.1:$PORT (8787). ENVIRONMENT, BASIC_AUTH_USER, BASIC_AUTH_PASSWORD,
// API_BASE_URL (and the other vars of wrangler.toml) set in the shell reach the Worker.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { passedVars, quietWranglerEnv } from './wrangler-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT || '8787';
const env = { ...process.env, ...quietWranglerEnv };

function step(label, cmd, args) {
  console.log(`start: ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`start: ${label} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

step('building the client', process.execPath, ['scripts/build.mjs']);
step('importing the data if needed', process.execPath, [
  'scripts/run-ts.mjs',
  'scripts/import/index.ts',
  '--if-needed',
]);

const vars = Object.entries(passedVars()).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
const args = [
  'wrangler',
  'dev',
  '--local',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--persist-to',
  '.wrangler/state',
  ...vars,
];
if (process.env.ENVIRONMENT === 'staging') args.push('--env', 'staging');
console.log(`start: serving http://127.0.0.1:${port}`);
const child = spawn('npx', args, { cwd: root, env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
