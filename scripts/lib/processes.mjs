// The workerd processes this script started (its descendants), for the bench's CPU figures and
// the soak's memory figures: unlike req/s they do not depend on what else the machine runs.
import { execFileSync } from 'node:child_process';

/** ps(1) rows [pid, ppid, rss KB, comm] of this process's descendants whose command is workerd. */
export function myWorkerdProcesses() {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const mine = new Set([String(process.pid)]);
  // Descendants of this process, in as many passes as the tree is deep.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [pid, ppid] of rows)
      if (mine.has(ppid) && !mine.has(pid)) {
        mine.add(pid);
        changed = true;
      }
  }
  return rows.filter(([pid, , , comm]) => mine.has(pid) && comm.startsWith('workerd'));
}
