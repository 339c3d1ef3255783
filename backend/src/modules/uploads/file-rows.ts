import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { TextEncodingName, UploadType } from './upload.entity.js';
import { xlsxRows } from './xlsx-rows.js';

/** Reads a recipient file as rows of text cells, streamed with back-pressure: never the whole file. */

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

/** Every row of the file, the first included, as text cells with their 1-based line number. */
export async function* fileRows(
  path: string,
  type: UploadType,
  delimiter: string,
  encoding: TextEncodingName = 'utf-8',
): AsyncGenerator<{ row: number; cells: string[] }> {
  if (type === 'csv') {
    const bytes = createReadStream(path);
    const text = encoding === 'utf-8' ? bytes : bytes.pipe(decoding(encoding));
    const parser = text.pipe(
      parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true }),
    );
    let row = 0;
    for await (const record of parser as AsyncIterable<string[]>) yield { row: ++row, cells: record };
    return;
  }
  yield* xlsxRows(path);
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
