import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { letPostgresReach } from '../../scripts/embedded-postgres.mjs';

/**
 * As root the embedded server runs as `postgres`; a checkout or DATA_DIR made by `mktemp -d`
 * (mode 700) must still let it reach its binaries and data, or initdb fails with EACCES.
 */
describe('embedded PostgreSQL as root', () => {
  it('gives every directory on the way search permission for others, and nothing more', () => {
    const top = mkdtempSync(join(tmpdir(), 'engage-reach-'));
    const deep = join(top, 'checkout', 'node_modules', 'bin');
    mkdirSync(deep, { recursive: true });
    for (const dir of [top, join(top, 'checkout'), join(top, 'checkout', 'node_modules'), deep]) chmodSync(dir, 0o700);
    const lines: string[] = [];
    try {
      letPostgresReach([deep], (line: string) => lines.push(line));
      for (const dir of [top, join(top, 'checkout'), join(top, 'checkout', 'node_modules'), deep]) {
        expect((statSync(dir).mode & 0o777).toString(8)).toBe('701');
      }
      expect(lines).toHaveLength(1);
      letPostgresReach([deep], (line: string) => lines.push(line));
      expect(lines).toHaveLength(1); // nothing left to open, nothing said
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});
