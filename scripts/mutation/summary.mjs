// `npm run test:mutation:summary`: the score over every file that runs have measured so far.
// A run over the whole scope lasts many hours (a mutant of code that every request runs reruns
// every covering e2e suite), so the scope is measured a few files at a time, each with the suites
// that reach it; `run.mjs` keeps each run's report in reports/mutation/runs/. For each file the
// latest report that mutated it counts, so a file measured again after new tests replaces its
// older figures. A run narrowed to some lines (`MUTATE=file.ts:391-743`) replaces only the
// mutants of the lines it spans: an older run's mutants outside them still count (so the file
// should not have moved between the two runs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const KILLED = new Set(['Killed', 'Timeout']);
const NOT_COUNTED = new Set(['Ignored', 'CompileError', 'RuntimeError', 'Pending']);

const dir = resolve('reports/mutation/runs');
const reports = process.argv.length > 2 ? process.argv.slice(2) : listReports(dir);
if (!reports.length) {
  console.error(`no mutation reports in ${dir}: run npm run test:mutation first`);
  process.exit(1);
}

/** file → its mutants (line and status), from the latest report that mutated each line span. */
const mutantsOf = new Map();
for (const report of reports) {
  const { files } = JSON.parse(readFileSync(report, 'utf8'));
  for (const [file, { mutants }] of Object.entries(files)) {
    if (!mutants.length) continue;
    const lines = mutants.map((mutant) => mutant.location.start.line);
    const [first, last] = [Math.min(...lines), Math.max(...lines)];
    const older = (mutantsOf.get(file) ?? []).filter(({ line }) => line < first || line > last);
    mutantsOf.set(file, [...older, ...mutants.map((mutant) => ({ line: mutant.location.start.line, status: mutant.status }))]);
  }
}
const statuses = (mutants) => mutants.map(({ status }) => status);
const rows = [...mutantsOf]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, mutants]) => ({ file, ...tally(statuses(mutants)) }));
const total = tally(statuses([...mutantsOf.values()].flat()));

const pct = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '-');
console.log(`| file | mutants | killed + timed out | survived | no coverage | score (all / covered) |`);
console.log(`|---|---:|---:|---:|---:|---:|`);
for (const row of [...rows, { file: '**all files**', ...total }]) {
  const covered = row.mutants - row.noCoverage;
  console.log(
    `| ${row.file} | ${row.mutants} | ${row.killed} | ${row.survived} | ${row.noCoverage} | ${pct(row.killed, row.mutants)} / ${pct(row.killed, covered)} |`,
  );
}
console.log(`\n${reports.length} reports, ${rows.length} files`);

function tally(statuses) {
  const counted = statuses.filter((status) => !NOT_COUNTED.has(status));
  return {
    mutants: counted.length,
    killed: counted.filter((status) => KILLED.has(status)).length,
    survived: counted.filter((status) => status === 'Survived').length,
    noCoverage: counted.filter((status) => status === 'NoCoverage').length,
  };
}

function listReports(folder) {
  if (!existsSync(folder)) return [];
  // Named by the time the run ended, so name order is the order they ran.
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));
}
