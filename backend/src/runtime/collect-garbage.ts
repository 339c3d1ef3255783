import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * A full garbage collection, now. For long loops whose every batch ends up in the old
 * generation and dies there (an import's rows, held until their batch is written): V8 lets
 * such garbage grow to about the live heap again before it collects it, so a million-row
 * import peaked at 300 MB where 30 MB was live. A collection every few batches costs tens of
 * milliseconds each. The flag is set once, here, rather than on every command line that
 * starts a worker.
 */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
