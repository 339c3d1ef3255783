import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type { Response } from 'express';
import type { Language } from '../i18n/messages.js';
import { exportTime } from './export-time.js';

export interface ExportColumn {
  key: string;
  header: string;
}

export interface ExportOptions {
  format: 'csv' | 'xlsx';
  /** Without its extension. */
  filename: string;
  columns: readonly ExportColumn[];
  rows: AsyncIterable<Record<string, unknown>>;
  /** The file's language, as its headers: times are written in ICT, in Thai with Buddhist-era years. */
  language: Language;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A download of rows, streamed: UTF-8 CSV with a BOM (Excel then shows Thai) or an XLSX written
 * as it goes, never the whole file in memory. Cells that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) are neutralised with a leading quote.
 */
export async function streamExport(res: Response, options: ExportOptions): Promise<void> {
  setDownloadHeaders(res, options.filename, options.format);
  await writeExport(res, options);
}

/** Content type and an attachment's file name (any language, with an ASCII fallback). */
export function setDownloadHeaders(res: Response, filename: string, format: 'csv' | 'xlsx'): void {
  const name = `${safeFilename(filename)}.${format}`;
  res.setHeader('Content-Type', CONTENT_TYPES[format]);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
}

/**
 * The same file written to any stream (a report's file on disk); the stream is ended when the
 * last row is written.
 */
export async function writeExport(out: Writable, options: Omit<ExportOptions, 'filename'>): Promise<void> {
  if (options.format === 'csv') await writeCsv(out, options);
  else await writeXlsx(out, options);
}

async function writeCsv(res: Writable, { columns, rows, language }: Omit<ExportOptions, 'filename'>): Promise<void> {
  const write = async (line: string) => {
    if (!res.write(line)) await once(res, 'drain');
  };
  await write('\uFEFF' + columns.map((column) => csvCell(column.header)).join(',') + '\r\n');
  for await (const row of rows) await write(columns.map((column) => csvCell(text(row[column.key], language))).join(',') + '\r\n');
  res.end();
}

async function writeXlsx(res: Writable, { columns, rows, language }: Omit<ExportOptions, 'filename'>): Promise<void> {
  // Loaded on the first XLSX: 15 MB of every API and worker process that never writes one.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Export');
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: 20 }));
  let written = 0;
  for await (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, safeText(text(row[column.key], language))]))).commit();
    if (++written % XLSX_CHECK_ROWS === 0) await zipCaughtUp(sheet);
  }
  sheet.commit();
  await workbook.commit();
}

/** Rows between two looks at the zip's backlog, and the backlog (bytes) that makes the writer wait. */
const XLSX_CHECK_ROWS = 500;
const XLSX_BACKLOG = 4 * 1024 * 1024;
const XLSX_STALL_MS = 60_000;

/**
 * ExcelJS hands a sheet's XML to the zip without waiting for it to be compressed: rows read
 * faster than they are deflated pile up in memory (400 MB for 300,000 rows). Here the rows wait
 * while the zip entry's buffer holds more than XLSX_BACKLOG.
 */
async function zipCaughtUp(sheet: unknown): Promise<void> {
  // The sheet's stream feeds the zip through a PassThrough of archiver's own readable-stream
  // (version 2, which has no writableLength): its buffered bytes are read off its states.
  type Piped = Writable & { _writableState?: { length: number }; _readableState?: { length: number } };
  const pipes = ((sheet as { stream?: { pipes?: Piped[] } }).stream?.pipes ?? []) as Piped[];
  const backlog = () =>
    pipes.reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0), 0);
  // Polled rather than awaited as an event: the backlog may sit on the readable side, which
  // emits nothing the writer could wait for. A zip that reads nothing for a minute has stopped.
  for (let waited = 0; backlog() > XLSX_BACKLOG; waited += 10) {
    if (waited >= XLSX_STALL_MS) throw new Error('the XLSX file stopped being written');
    await sleep(10);
  }
}

/** A cell's text; a time as every export prints it, in the file's language (export-time.ts). */
export function text(value: unknown, language: Language = 'en'): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return exportTime(value, language);
  return String(value);
}

/** A cell a spreadsheet must not evaluate. */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Quoted when it holds a quote, a line break or the list separator of any common locale (`,`;
 * `;` where the decimal mark is a comma; tab; `|`): a spreadsheet set to `;` splits an unquoted
 * `x;=1+1` there, and the `=1+1` that then starts a cell runs as a formula.
 */
function csvCell(value: unknown): string {
  const cell = safeText(text(value));
  return /[",;\t|\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function safeFilename(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return name.replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_').slice(0, 100) || 'export';
}

function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_');
}
