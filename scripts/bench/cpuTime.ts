// Where the CPU goes during a measurement: the CPU seconds (user and system) that processes and
// all their descendants, living or ended, have used so far, read from Linux's /proc. `bench:server` takes them
// before and after a run to share the machine's CPU among the server instances, PostgreSQL,
// nginx and the load generator.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  ticks: number;
}

/** Every process's parent and CPU ticks; a process that ends while read is skipped. */
function processTable(): Map<number, ProcessTimes> {
  const table = new Map<number, ProcessTimes>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name in parentheses: state, ppid, … utime and stime (its own), cutime
      // and cstime (its children's that have ended: PostgreSQL's backends come and go).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0),
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return table;
}

/** CPU seconds used so far by each group of processes (with their descendants), by name. */
export function cpuSeconds<K extends string>(
  groups: Record<K, readonly (number | undefined)[]>,
): Record<K, number> {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of table)
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  const total = (root: number): number =>
    (table.get(root)?.ticks ?? 0) +
    (children.get(root) ?? []).reduce((sum, child) => sum + total(child), 0);
  const result = {} as Record<K, number>;
  for (const name of Object.keys(groups) as K[])
    result[name] =
      groups[name].reduce<number>((sum, pid) => sum + (pid ? total(pid) : 0), 0) / TICKS_PER_SECOND;
  return result;
}
