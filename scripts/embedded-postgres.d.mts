// Types of scripts/embedded-postgres.mjs for the tests that import it.
import type { ChildProcess } from 'node:child_process';

export function letPostgresReach(paths: string[], log: (line: string) => void): void;
export function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<{ child: ChildProcess; url: string; logFile: string }>;
