import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type { Response } from 'express';
import type { Language, Messages } from '../i18n/messages.js';
import { exportTime, ictWallClock } from './export-time.js';

export interface ExportColumn {
  key: string;
  header: string;
  /** What the file shows for a row's value (a status in the file's language); the value itself without. */
  value?: (raw: unknown) => unknown;
}

/** A column as a module declares it: its header a translation key, its values a key prefix (`resources.messages.statuses`). */
export interface ExportColumnSpec {
  key: string;
  header: string;
  values?: string;
}

/** A column's header in a language: a translation key is translated; one that is not (a custom field's own label) shows as written. */
export function headersOf(columns: readonly ExportColumnSpec[], messages: Messages, language: Language): Record<string, string> {
  return Object.fromEntries(
    columns.map(({ key, header }) => [key, messages.has(header) ? messages.t(header, language) : header]),
  );
}

/** The labels of the columns whose values are listed under a locale section (statuses), by value. */
export function valueLabelsOf(
  columns: readonly ExportColumnSpec[],
  messages: Messages,
  language: Language,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    columns.filter((column) => column.values).map(({ key, values }) => [key, messages.labels(values!, language)]),
  );
}

/**
 * Columns from headers and value labels already in the file's language: a report stores both
 * when it is made, so the worker that writes its files needs no locale files. A value without
 * a label (a new status, a custom value) shows as it is.
 */
export function labelledColumns(
  columns: readonly { key: string }[],
  headers: Record<string, string>,
  valueLabels: Record<string, Record<string, string>> = {},
): ExportColumn[] {
  return columns.map(({ key }) => {
    const labels = Object.hasOwn(valueLabels, key) ? valueLabels[key] : undefined;
    const header = Object.hasOwn(headers, key) ? headers[key] : key;
    if (!labels) return { key, header };
    return {
      key,
      header,
      value: (raw: unknown) =>
        raw !== null && raw !== undefined && Object.hasOwn(labels, String(raw)) ? labels[String(raw)] : raw,
    };
  });
}

/** The columns in a language, for an export the API writes itself. */
export function translateColumns(columns: readonly ExportColumnSpec[], messages: Messages, language: Language): ExportColumn[] {
  return labelledColumns(columns, headersOf(columns, messages, language), valueLabelsOf(columns, messages, language));
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
 * as it goes, never the whole file in memory. In a CSV, where every cell is text a spreadsheet
 * reads as it likes, cells it would run as a formula (starting with = + - @, a tab or a carriage
 * return) are neutralised with a leading quote. An XLSX says each cell's type instead: text
 * (phone numbers, codes, a formula-looking text) is a text cell, which a spreadsheet neither
 * evaluates nor turns into a number, so it is written as it is; counts are numbers; times are
 * dates showing the ICT wall-clock time.
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
  for await (const row of rows)
    await write(columns.map((column) => csvCell(text(shown(column, row), language))).join(',') + '\r\n');
  res.end();
}

async function writeXlsx(res: Writable, { columns, rows, language }: Omit<ExportOptions, 'filename'>): Promise<void> {
  // Loaded on the first XLSX: 15 MB of every API and worker process that never writes one.
  const { default: ExcelJS } = await import('exceljs');
  // Styles for the dates' number format; no shared strings, which would hold every text in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Export');
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: 20 }));
  let written = 0;
  for await (const row of rows) {
    const line = sheet.addRow(columns.map((column) => xlsxCell(shown(column, row), language)));
    line.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = XLSX_TIME_FORMAT;
    });
    line.commit();
    if (++written % XLSX_CHECK_ROWS === 0) await zipCaughtUp(sheet);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * How an XLSX shows a time: a spreadsheet's dates have no zone, so the cell holds the ICT
 * wall-clock time (the accounts' zone, as every screen shows it) in this sortable format.
 */
export const XLSX_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** A row's value as its column shows it. */
function shown(column: ExportColumn, row: Record<string, unknown>): unknown {
  const raw = row[column.key];
  return column.value ? column.value(raw) : raw;
}

/**
 * An XLSX cell's value: a time as a date holding the ICT wall-clock time, a finite number as a
 * number, anything else as text, unquoted (a text cell is never run as a formula).
 */
export function xlsxCell(value: unknown, language: Language): string | number | Date | null {
  if (value === null || value === undefined) return null;
  // Whole seconds, as the CSV prints them: a spreadsheet rounds the fraction up on screen.
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : ictWallClock(new Date(Math.floor(value.getTime() / 1000) * 1000));
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return text(value, language);
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
