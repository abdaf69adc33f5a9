// The last step of npm test: `vitest run` and the gates (scripts/gates.mjs) side by side. The
// test files spend much of their time waiting (on Chromium's network idle, slowed upstreams, API
// timeouts), and the gates are about 30 s of CPU that ran after them on an otherwise idle
// machine. The gates run at the lowest CPU priority (nice 19), so they take only the CPU the tests
// leave, and the tests' own timings (deadlines, layout shifts while loading) stay as they were.
// Their output is held and printed after vitest's, so the two never interleave. Fails when either
// fails. Arguments go to vitest.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LOWEST = 19;

/** Resolves to the exit code of a child (1 when it was killed by a signal). */
const exited = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

const gates = spawn(process.execPath, ['scripts/gates.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
// Set before the gates start their own processes (they inherit it): node takes far longer to
// load the script than this call takes to arrive.
setPriority(gates.pid, LOWEST);
const held = [];
gates.stdout.on('data', (chunk) => held.push(chunk));
gates.stderr.on('data', (chunk) => held.push(chunk));
const gatesDone = exited(gates);

const vitest = spawn(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    vitest.kill(signal);
    gates.kill(signal);
  });
const vitestCode = await exited(vitest);

const gatesCode = await gatesDone;
console.log('\ngates (run beside vitest, at the lowest CPU priority):');
process.stdout.write(Buffer.concat(held));
process.exitCode = vitestCode || gatesCode;
