import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { open } from 'node:fs/promises';
import { CsvError, parse } from 'csv-parse';
import { checkedCell, FILE_LIMITS, FileRefused } from './file-limits.js';
import type { TextEncodingName, UploadType } from './upload.entity.js';
import { xlsxRows } from './xlsx-rows.js';

/**
 * Reads a recipient file as rows of text cells, streamed with back-pressure: never the whole
 * file, and never more of it than FILE_LIMITS allows.
 */

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What the first bytes say the file is: an XLSX (a zip), CSV text (no NUL; valid UTF-8, else
 * valid Windows-874, the Thai code page older Excel saves CSV in), or neither.
 */
export async function sniff(path: string): Promise<{ type: UploadType; delimiter: string; encoding: TextEncodingName } | null> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 4).equals(ZIP_MAGIC)) return { type: 'xlsx', delimiter: ',', encoding: 'utf-8' };
    if (head.includes(0)) return null;
    let text: string;
    let encoding: TextEncodingName = 'utf-8';
    try {
      // A multi-byte character may be cut at the end of the sample: decode what is whole.
      text = new TextDecoder('utf-8', { fatal: true }).decode(trimPartialUtf8(head));
    } catch {
      try {
        text = new TextDecoder('windows-874', { fatal: true }).decode(head);
        encoding = 'windows-874';
      } catch {
        return null;
      }
    }
    return { type: 'csv', delimiter: detectDelimiter(text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''), encoding };
  } finally {
    await handle.close();
  }
}

/** The delimiter the first line uses most: comma, semicolon or tab. */
export function detectDelimiter(line: string): string {
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, line.split(delimiter).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ',';
}

function trimPartialUtf8(bytes: Buffer): Buffer {
  let end = bytes.length;
  // Step back over continuation bytes to the start of the last character; drop it if incomplete.
  let start = end - 1;
  while (start > 0 && (bytes[start] & 0xc0) === 0x80) start--;
  const lead = bytes[start];
  const width = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  if (end - start < width) end = start;
  return bytes.subarray(0, end);
}

/**
 * Every row of the file, the first included, as text cells with their 1-based line number.
 * Throws FileRefused past a limit.
 */
export async function* fileRows(
  path: string,
  type: UploadType,
  delimiter: string,
  encoding: TextEncodingName = 'utf-8',
): AsyncGenerator<{ row: number; cells: string[] }> {
  if (type === 'csv') {
    // Small chunks: csv-parse parses a chunk in one go, so its size bounds how long the event
    // loop waits for anything else (a health check) while a large file is read.
    const bytes = createReadStream(path, { highWaterMark: 16 * 1024 });
    const text = encoding === 'utf-8' ? bytes : bytes.pipe(decoding(encoding));
    const parser = text.pipe(
      parse({
        bom: true,
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        trim: true,
        // The parser's own bounds. A record holds at most one cell past the column limit: the
        // delimiters after it are that cell's text, which then counts against the record's
        // characters (a line of a hundred million commas stops at the first 100,000).
        ignore_last_delimiters: FILE_LIMITS.columns + 1,
        max_record_size: FILE_LIMITS.recordChars,
      }),
    );
    let row = 0;
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        if (++row > FILE_LIMITS.rows.csv) throw new FileRefused('validation.fileTooManyRows');
        if (record.length > FILE_LIMITS.columns) throw new FileRefused('validation.fileTooWide');
        for (const cell of record) checkedCell(cell);
        yield { row, cells: record };
      }
    } catch (error) {
      throw refusal(error);
    } finally {
      bytes.destroy();
    }
    return;
  }
  yield* xlsxRows(path);
}

/** csv-parse's record limit as the field error: the cell past the last column holds the rest of a too-wide line. */
function refusal(error: unknown): unknown {
  if (!(error instanceof CsvError) || error.code !== 'CSV_MAX_RECORD_SIZE') return error;
  const column = (error as CsvError & { column?: unknown }).column;
  return new FileRefused(typeof column === 'number' && column >= FILE_LIMITS.columns ? 'validation.fileTooWide' : 'validation.fileCellTooLong');
}

/** Bytes in `encoding` to UTF-8 text, a character cut between two chunks kept for the next. */
function decoding(encoding: TextEncodingName): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}
