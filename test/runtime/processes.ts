import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
export { freePort } from '../utils/ports.js';

/** Every live process below `pid`, read from /proc. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the ppid follows the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** A zombie has exited; only its parent has not collected it yet. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

export interface Started {
  npm: ChildProcess;
  output: () => string;
}

/** `npm start` as a user runs it: no DATABASE_URL, no REDIS_URL, everything under dataDir. */
export function npmStart(env: Record<string, string>, script = 'start'): Started {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'REDIS_SOCKET', 'JWT_SECRET', 'QUEUE_PREFIX', 'NODE_ENV', 'SERVE_ADMIN']) delete clean[name];
  const npm = spawn('npm', ['run', script], { env: { ...clean, LOG_LEVEL: 'warn', BCRYPT_COST: '4', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { npm, output: () => output };
}

export async function healthy(baseUrl: string, npm: ChildProcess, timeoutMs = 90_000): Promise<void> {
  await waitFor(
    async () => {
      if (npm.exitCode !== null) throw new Error('npm start exited before it was healthy');
      try {
        return (await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200;
      } catch {
        return false;
      }
    },
    timeoutMs,
    '/api/health',
  );
}

export function spawnDetached(command: string, args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true, stdio: 'ignore' });
  child.unref();
  return child;
}
