// CPU seconds used so far by this process's descendants whose name matches, by thread name:
// figures that, unlike wall time, do not grow when other work shares the machine's cores.
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

type Stat = { pid: number; ppid: number; name: string; ticks: number };

function readStat(path: string): Stat | null {
  try {
    const text = readFileSync(path, 'utf8');
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is state; ppid is fields[1]; utime and stime are fields[11] and fields[12].
    return {
      pid: Number(text.slice(0, text.indexOf(' '))),
      ppid: Number(fields[1]),
      name,
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null; // gone meanwhile
  }
}

const numbered = (dir: string) => {
  try {
    return readdirSync(dir).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
};

/** CPU seconds by thread name over the matching descendant processes of root. */
export function descendantCpuByThread(
  namePattern: RegExp,
  root = process.pid,
): Map<string, number> {
  const stats = numbered('/proc')
    .map((pid) => readStat(`/proc/${pid}/stat`))
    .filter((s): s is Stat => s !== null);
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const byThread = new Map<string, number>();
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (namePattern.test(child.name)) {
        for (const tid of numbered(`/proc/${child.pid}/task`)) {
          const thread = readStat(`/proc/${child.pid}/task/${tid}/stat`);
          if (!thread) continue;
          byThread.set(
            thread.name,
            (byThread.get(thread.name) ?? 0) + thread.ticks / ticksPerSecond,
          );
        }
      }
      walk(child.pid);
    }
  };
  walk(root);
  return byThread;
}

/** What each thread name used between two readings, largest first. */
export function cpuSince(
  before: Map<string, number>,
  after: Map<string, number>,
): [string, number][] {
  return [...after]
    .map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)] as [string, number])
    .filter(([, seconds]) => seconds > 0)
    .sort((a, b) => b[1] - a[1]);
}
