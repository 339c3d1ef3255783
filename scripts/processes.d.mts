// Types of scripts/processes.mjs for the tests that import it.
export function restartDelay(previousMs: number, upMs: number, options?: { firstMs?: number; maxMs?: number; stableMs?: number }): number;
