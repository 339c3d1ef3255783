// Small helpers for the child processes `npm start` owns.
import { spawnSync } from 'node:child_process';

let setpriv;
/** util-linux's setpriv can ask the kernel to signal a child when its parent dies. */
export function hasSetpriv() {
  setpriv ??= process.platform === 'linux' && spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0;
  return setpriv;
}

/** Resolves with the exit code and signal; at once if the child has already exited. */
export function waitForExit(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Asks a child to stop with `signal`; after `timeoutMs` it is killed. */
export async function stopChild(child, signal, timeoutMs) {
  const exited = waitForExit(child);
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill(signal);
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
  if ((await Promise.race([exited, late])) === 'late') {
    console.error(`[start] pid ${child.pid} did not stop within ${timeoutMs} ms of ${signal}; killing it`);
    child.kill('SIGKILL');
  }
  clearTimeout(timer);
  return exited;
}

/** Whether a process with this id exists (signal 0 only checks). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * How long to wait before starting again a child that died on its own: 1 s the first time,
 * doubling up to 30 s while it keeps dying, and 1 s again once it had stayed up a minute.
 */
export function restartDelay(previousMs, upMs, { firstMs = 1_000, maxMs = 30_000, stableMs = 60_000 } = {}) {
  return !previousMs || upMs >= stableMs ? firstMs : Math.min(previousMs * 2, maxMs);
}
