/**
 * Ends the process on SIGTERM or SIGINT, or when the parent that spawned it with an IPC
 * channel (`npm start`) disappears, even by SIGKILL. `close` gets `timeoutMs` to finish
 * (in-flight requests and jobs); after that the process exits anyway, so a database that
 * no longer answers can never keep it alive.
 */
export function exitOnSignals(name: string, close: () => Promise<void>, timeoutMs: number): void {
  let closing = false;
  const stop = (reason: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      console.error(`${name}: still closing ${timeoutMs} ms after ${reason}; exiting now`);
      process.exit(1);
    }, timeoutMs);
    force.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${name}: error while closing`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  // Present only when spawned with an IPC channel: it closes when the parent dies.
  if (process.send) process.once('disconnect', () => stop('the parent process ended'));
}
