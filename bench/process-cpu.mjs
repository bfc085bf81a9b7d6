// CPU time of processes, from Linux `/proc` (0 where there is none). On a shared, busy machine a
// server's CPU per request is steadier than requests per second, which also measure everyone
// else's load. Used by bench/run.mjs and bench/floor-server.mjs.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICK_MS = existsSync('/proc/self/stat') ? 1000 / Number(execSync('getconf CLK_TCK').toString()) : 0;

/** Every process now: pid, parent, command name and CPU ticks (user + system). */
function processes() {
  if (!CLOCK_TICK_MS) return [];
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      found.push({ pid: Number(entry), ppid: Number(fields[1]), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {} // gone meanwhile
  }
  return found;
}

/** The pids of the processes called `name` whose parent is `parentPid`. */
export function childPids(parentPid, name) {
  return processes()
    .filter((process) => process.ppid === parentPid && process.name === name)
    .map(({ pid }) => pid);
}

/** CPU ms used so far by `rootPid` and every process under it. */
export function processTreeCpuMs(rootPid) {
  const all = processes();
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { pid, ppid } of all) {
      if (tree.has(pid) || !tree.has(ppid)) continue;
      tree.add(pid);
      grew = true;
    }
  }
  return all.filter(({ pid }) => tree.has(pid)).reduce((total, { ticks }) => total + ticks, 0) * CLOCK_TICK_MS;
}
