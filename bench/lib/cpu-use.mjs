// CPU time of the processes a bench run watches (the server, PostgreSQL, the whole machine), read from /proc.
import fs from 'node:fs';

/** CPU seconds (user + system) a process has used, from /proc; undefined where /proc is missing. */
export function cpuSecondsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11] = utime, fields[12] = stime (14th and 15th of the full line), in clock ticks (100/s on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds of all PostgreSQL server processes on this machine (the postmaster and its backends). */
export function postgresCpuSeconds() {
  let total = 0;
  let dirs;
  try {
    dirs = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  for (const d of dirs.slice(0, 100_000)) {
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuSecondsOf(Number(d)) ?? 0;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

/** Total busy CPU seconds of the machine, from /proc/stat. */
export function machineBusySeconds() {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line;
    return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}
