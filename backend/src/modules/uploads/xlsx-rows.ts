import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import unzipper from 'unzipper';
import { checkedCell, checkedColumn, FILE_LIMITS, FileRefused } from './file-limits.js';

/**
 * The rows of an XLSX workbook's first worksheet as text cells, streamed.
 *
 * Read through the zip's central directory, so the workbook, its relations and the shared
 * strings are parsed before the worksheet whatever order the entries were written in. (A reader
 * that follows the zip front to back must park a worksheet that comes before them, and the
 * streaming reader of exceljs then sometimes lost the workbook entry: one upload in a few
 * hundred failed under load.) Shared strings are held in memory, as any XLSX reader must; the
 * worksheet itself is never whole in memory. Every part is read within FILE_LIMITS: entries,
 * inflated bytes, XML between tags, shared strings, rows, columns and cell sizes.
 */
export async function* xlsxRows(path: string): AsyncGenerator<{ row: number; cells: string[] }> {
  await checkDirectory(path);
  const zip = await unzipper.Open.file(path);
  const entries = new Map(zip.files.map((file) => [file.path.replace(/^\/+/, ''), file]));
  const open = (name: string) => entries.get(name)?.stream() ?? null;

  const sheet = await firstSheetPath(open('xl/workbook.xml'), open('xl/_rels/workbook.xml.rels'));
  const worksheet = (sheet && entries.get(sheet)) ?? firstNumberedSheet(entries);
  if (!worksheet) throw new Error('no worksheet');
  const strings = await sharedStrings(open('xl/sharedStrings.xml'));
  yield* sheetRows(worksheet.stream(), strings);
}

/** `xl/worksheets/sheet3.xml` when the workbook's first sheet points there through its relation. */
async function firstSheetPath(workbook: Readable | null, relations: Readable | null): Promise<string | null> {
  if (!workbook || !relations) return null;
  let firstId: string | null = null;
  await parse(workbook, {
    opentag: (tag) => {
      if (firstId === null && local(tag.name) === 'sheet') firstId = attribute(tag, 'id') ?? null;
    },
  });
  const targets = new Map<string, string>();
  await parse(relations, {
    opentag: (tag) => {
      if (local(tag.name) === 'Relationship') targets.set(attribute(tag, 'Id') ?? '', attribute(tag, 'Target') ?? '');
    },
  });
  const target = firstId === null ? undefined : targets.get(firstId);
  if (!target) return null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

function firstNumberedSheet<T>(entries: Map<string, T>): T | undefined {
  const sheets = [...entries.keys()]
    .map((name) => /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  return sheets.length ? entries.get(sheets[0][0]) : undefined;
}

/** Each `<si>` as its text: plain or rich runs joined; phonetic hints (`<rPh>`) left out. */
async function sharedStrings(stream: Readable | null): Promise<string[]> {
  const strings: string[] = [];
  if (!stream) return strings;
  let chars = 0;
  let current: string[] | null = null;
  let length = 0;
  let inText = false;
  let phonetic = 0;
  await parse(stream, {
    opentag: (tag) => {
      const name = local(tag.name);
      if (name === 'si') {
        current = [];
        length = 0;
      } else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    text: (text) => {
      if (!inText || !current) return;
      length += text.length;
      if (length > FILE_LIMITS.cellChars) throw new FileRefused('validation.fileCellTooLong');
      current.push(text);
    },
    closetag: (tag) => {
      const name = local(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && current) {
        chars += length;
        if (strings.length >= FILE_LIMITS.sharedStrings || chars > FILE_LIMITS.sharedStringChars) {
          throw new FileRefused('validation.fileUnpacksTooLarge');
        }
        strings.push(current.join(''));
        current = null;
      }
    },
  });
  return strings;
}

/**
 * Rows with at least one non-blank cell; a cell lands at the column its reference names. Only a
 * cell with a value is placed: a styled empty cell far to the right pads nothing.
 */
async function* sheetRows(stream: Readable, strings: string[]): AsyncGenerator<{ row: number; cells: string[] }> {
  const ready: { row: number; cells: string[] }[] = [];
  let rows = 0;
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let type = '';
  let value: string[] | null = null;
  let length = 0;
  let inText = false;
  const handlers: XmlHandlers = {
    opentag: (tag) => {
    switch (local(tag.name)) {
      case 'row':
        if (++rows > FILE_LIMITS.rows.xlsx) throw new FileRefused('validation.fileTooManyRows');
        rowNumber = Number(attribute(tag, 'r')) || rowNumber + 1;
        cells = [];
        column = 0;
        break;
      case 'c': {
        const reference = attribute(tag, 'r');
        column = reference ? columnIndex(reference) : column + 1;
        type = attribute(tag, 't') ?? 'n';
        value = [];
        length = 0;
        break;
      }
      case 'v':
        inText = true;
        break;
      case 't':
        inText = type === 'inlineStr';
        break;
    }
    },
    text: (text) => {
    if (!inText || !value) return;
    length += text.length;
    if (length > FILE_LIMITS.cellChars) throw new FileRefused('validation.fileCellTooLong');
    value.push(text);
    },
    closetag: (tag) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        inText = false;
        break;
      case 'c':
        if (value?.length) {
          const text = checkedCell(cellValue(type, value.join(''), strings));
          if (text !== '') {
            const at = checkedColumn(column - 1);
            while (cells.length < at) cells.push('');
            cells[at] = text;
          }
        }
        value = null;
        break;
      case 'row':
        if (cells.length) ready.push({ row: rowNumber, cells });
        break;
    }
    },
  };
  for await (const _ of readXml(stream, handlers)) while (ready.length) yield ready.shift()!;
  while (ready.length) yield ready.shift()!;
}

/** A cell's raw value as text: a phone typed as a number keeps its digits. */
function cellValue(type: string, raw: string, strings: string[]): string {
  switch (type) {
    case 's':
      return (strings[Number(raw)] ?? '').trim();
    case 'b':
      return raw === '1' ? 'true' : 'false';
    case 'n': {
      if (raw === '') return '';
      const number = Number(raw);
      if (!Number.isFinite(number)) return raw.trim();
      return Number.isInteger(number) ? BigInt(number).toString() : String(number);
    }
    default: // inlineStr, str (a formula's text), d (ISO date), e (an error such as #N/A)
      return raw.trim();
  }
}

/** `AB12` → 28; a reference past the column limit is refused as soon as its letters say so. */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = checkedColumn(index * 26 + (code - 64) - 1) + 1;
  }
  return index || 1;
}

function local(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

/** An attribute by local name, whatever prefix the writer gave it (`r:id`, `id`). */
function attribute(tag: SaxesTagPlain, name: string): string | undefined {
  for (const [key, value] of Object.entries(tag.attributes)) if (local(key) === name) return value;
  return undefined;
}

interface XmlHandlers {
  opentag?: (tag: SaxesTagPlain) => void;
  text?: (text: string) => void;
  closetag?: (tag: SaxesTagPlain) => void;
}

async function parse(stream: Readable, handlers: XmlHandlers): Promise<void> {
  for await (const _ of readXml(stream, handlers)) continue;
}

/**
 * Writes an entry's inflated bytes to a parser a chunk at a time, yielding after each so the
 * caller can hand out what the chunk completed. Refuses an entry that inflates past its limit
 * (a zip's sizes are the writer's word) and a run of XML between two tags longer than its limit,
 * before the parser would hold it whole (a text or attribute of gigabytes).
 */
async function* readXml(stream: Readable, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  let lastTag = 0;
  parser.on('opentag', (tag) => {
    lastTag = parser.position;
    handlers.opentag?.(tag);
  });
  parser.on('closetag', (tag) => {
    lastTag = parser.position;
    handlers.closetag?.(tag);
  });
  if (handlers.text) parser.on('text', handlers.text);
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > FILE_LIMITS.inflatedBytes) throw new FileRefused('validation.fileUnpacksTooLarge');
      parser.write(decoder.write(chunk));
      if (parser.position - lastTag > FILE_LIMITS.xmlRunChars) throw new FileRefused('validation.fileUnpacksTooLarge');
      yield;
    }
    parser.write(decoder.end());
    parser.close();
  } finally {
    stream.destroy();
  }
}

/**
 * Reads the zip's end-of-central-directory record and refuses a directory the reader would
 * have to hold too much of (unzipper keeps an object per entry it lists): an XLSX has a few
 * dozen entries. A ZIP64 directory is refused too: no workbook of a permitted size needs one.
 */
async function checkDirectory(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 22 + 0xffff);
    const { buffer } = await handle.read(Buffer.alloc(length), 0, length, size - length);
    for (let at = length - 22; at >= 0; at--) {
      if (buffer.readUInt32LE(at) !== 0x06054b50) continue;
      const entries = buffer.readUInt16LE(at + 10);
      const directoryBytes = buffer.readUInt32LE(at + 12);
      if (entries > ZIP_ENTRIES || entries === 0xffff || directoryBytes > ZIP_DIRECTORY_BYTES) {
        throw new FileRefused('validation.fileUnpacksTooLarge');
      }
      return;
    }
    throw new Error('no end of central directory');
  } finally {
    await handle.close();
  }
}

const ZIP_ENTRIES = 10_000;
const ZIP_DIRECTORY_BYTES = 4 * 1024 * 1024;
