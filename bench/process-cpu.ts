// CPU seconds used so far by this process's descendants whose name matches: a figure that,
// unlike wall time, does not grow when other work shares the machine's cores.
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

type Stat = { pid: number; ppid: number; name: string; ticks: number };

function readStat(pid: string): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is state; ppid is fields[1]; utime and stime are fields[11] and fields[12].
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      name,
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null; // gone meanwhile
  }
}

export function descendantCpuSeconds(namePattern: RegExp, root = process.pid): number {
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(readStat)
    .filter((s): s is Stat => s !== null);
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (namePattern.test(child.name)) ticks += child.ticks;
      walk(child.pid);
    }
  };
  walk(root);
  return ticks / ticksPerSecond;
}
