// What the machine was doing while a benchmark ran: load average (the machine is shared) and the CPU
// time of a process tree, read from /proc/<pid>/stat (Linux).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux unless `getconf` says otherwise). */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export function machine() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

/**
 * What a page fault costs here, in µs per 4 KiB page: a fresh Node touches 256 MiB of new memory, one byte a page
 * (median of 3). A browser starting a tab lives on fresh memory, so where faults are slow (seen on 2026-11-27: a VM
 * at ≈ 10 µs a page, where ≈ 0.5 µs is usual) Chromium's start costs twice the CPU and every figure of a browser
 * benchmark moves with it, while a CPU loop (and Lighthouse's benchmarkIndex) shows a fast machine.
 */
export function pageFaultMicros() {
  const script = `const n=256*2**20,b=Buffer.allocUnsafeSlow(n),t=process.hrtime.bigint();for(let i=0;i<n;i+=4096)b[i]=1;console.log(Number(process.hrtime.bigint()-t)/1e3/(n/4096))`;
  const runs = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })));
  return Math.round(median(runs) * 100) / 100;
}

/** `uptime`'s load averages (1, 5, 15 min), rounded. */
export const load = () => loadavg().map((x) => Math.round(x * 100) / 100);

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, …]; undefined when the process is gone. */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime + stime (own), and cutime + cstime (children that exited and were waited for), in ticks. */
function ticks(pid) {
  const f = statFields(pid);
  if (!f) return { own: 0, reaped: 0 };
  // After "pid (comm) ": state=0 ppid=1 … utime=11 stime=12 cutime=13 cstime=14.
  return { own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
}

/** Direct children of `pid`, from every process's ppid. */
export function childrenOf(pid) {
  const children = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(name);
    if (f && Number(f[1]) === pid) children.push(Number(name));
  }
  return children;
}

export function parentOf(pid) {
  const f = statFields(pid);
  return f ? Number(f[1]) : undefined;
}

/**
 * CPU seconds used so far by a process and its descendants: the live tree's own time plus what the
 * root has reaped from exited children (PostgreSQL backends that ended). Sample twice and subtract.
 */
export function treeCpuSeconds(rootPid) {
  let total = ticks(rootPid).reaped;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += ticks(pid).own;
    stack.push(...childrenOf(pid));
  }
  return total / CLOCK_TICKS;
}

/** Percentiles and summary of a list of milliseconds. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), mean, max: sorted.length ? sorted[sorted.length - 1] : NaN };
}

export const median = (values) => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const fmtMs = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(ms < 10 ? 2 : ms < 100 ? 1 : 0)} ms` : '—');

/**
 * A deterministic pseudo-random sequence, so every run of a benchmark does the same: the demo seeder's
 * mulberry32 from the built API (benchmarks need `npm run build` anyway).
 */
export function seededRandom(seedValue) {
  const require = createRequire(import.meta.url);
  const { mulberry32 } = require(fileURLToPath(new URL('../../api/dist/database/seeders/demo-random.js', import.meta.url)));
  return mulberry32(seedValue);
}
