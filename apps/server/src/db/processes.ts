import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Process helpers for the embedded PostgreSQL's crash recovery. They read /proc (Linux); elsewhere they
 * fall back to what `kill(pid, 0)` can tell.
 */

/** Whether `pid` runs. A zombie (exited, not yet reaped by its new parent) counts as gone. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return procStat(pid)?.state !== 'Z';
}

/** The command line of `pid`, or undefined when it cannot be read. */
export function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** The parent process id of `pid`, or undefined when it cannot be read. */
export function parentPid(pid: number): number | undefined {
  return procStat(pid)?.ppid;
}

/** Whether `pid` is a Node.js process (by its executable's name). */
export function isNodeProcess(pid: number): boolean {
  const program = commandLine(pid)?.[0];
  return program !== undefined && /^node(\d+)?$/.test(basename(program));
}

/** Whether `pid` is a postgres server whose data directory is `dataDir`. */
export function isPostgresOf(pid: number, dataDir: string): boolean {
  if (!isAlive(pid)) return false;
  const args = commandLine(pid);
  if (args === undefined || basename(args[0] ?? '') !== 'postgres') return false;
  const flag = args.indexOf('-D');
  return flag >= 0 && args[flag + 1] === dataDir;
}

/** Asks `pid` to stop with `signal`; after `graceMs` it is killed. Resolves once it is gone. */
export async function stopProcess(pid: number, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  send(pid, signal);
  if (await waitForExit(pid, graceMs)) return;
  send(pid, 'SIGKILL');
  await waitForExit(pid, 5000);
}

/** Polls until `pid` is gone; false when it still runs after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

function send(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

function procStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', ppid: Number(fields[1]) };
  } catch {
    return undefined;
  }
}
