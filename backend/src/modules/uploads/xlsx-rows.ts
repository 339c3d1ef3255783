import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import unzipper from 'unzipper';

/**
 * The rows of an XLSX workbook's first worksheet as text cells, streamed.
 *
 * Read through the zip's central directory, so the workbook, its relations and the shared
 * strings are parsed before the worksheet whatever order the entries were written in. (A reader
 * that follows the zip front to back must park a worksheet that comes before them, and the
 * streaming reader of exceljs then sometimes lost the workbook entry: one upload in a few
 * hundred failed under load.) Shared strings are held in memory, as any XLSX reader must; the
 * worksheet itself is never whole in memory.
 */
export async function* xlsxRows(path: string): AsyncGenerator<{ row: number; cells: string[] }> {
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
  await parse(workbook, (parser) =>
    parser.on('opentag', (tag) => {
      if (firstId === null && local(tag.name) === 'sheet') firstId = attribute(tag, 'id') ?? null;
    }),
  );
  const targets = new Map<string, string>();
  await parse(relations, (parser) =>
    parser.on('opentag', (tag) => {
      if (local(tag.name) === 'Relationship') targets.set(attribute(tag, 'Id') ?? '', attribute(tag, 'Target') ?? '');
    }),
  );
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
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await parse(stream, (parser) => {
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'si') current = [];
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    });
    parser.on('text', (text) => {
      if (inText && current) current.push(text);
    });
    parser.on('closetag', (tag) => {
      const name = local(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && current) {
        strings.push(current.join(''));
        current = null;
      }
    });
  });
  return strings;
}

/** Rows with at least one non-blank cell; a cell lands at the column its reference names. */
async function* sheetRows(stream: Readable, strings: string[]): AsyncGenerator<{ row: number; cells: string[] }> {
  const ready: { row: number; cells: string[] }[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let type = '';
  let value: string[] | null = null;
  let inText = false;
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    switch (local(tag.name)) {
      case 'row':
        rowNumber = Number(attribute(tag, 'r')) || rowNumber + 1;
        cells = [];
        column = 0;
        break;
      case 'c': {
        const reference = attribute(tag, 'r');
        column = reference ? columnIndex(reference) : column + 1;
        type = attribute(tag, 't') ?? 'n';
        value = [];
        break;
      }
      case 'v':
        inText = true;
        break;
      case 't':
        inText = type === 'inlineStr';
        break;
    }
  });
  parser.on('text', (text) => {
    if (inText && value) value.push(text);
  });
  parser.on('closetag', (tag) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        inText = false;
        break;
      case 'c':
        if (value) {
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = cellValue(type, value.join(''), strings);
        }
        value = null;
        break;
      case 'row':
        if (cells.some((cell) => cell !== '')) ready.push({ row: rowNumber, cells: cells.map((cell) => cell ?? '') });
        break;
    }
  });
  stream.setEncoding('utf8');
  for await (const chunk of stream as AsyncIterable<string>) {
    parser.write(chunk);
    while (ready.length) yield ready.shift()!;
  }
  parser.close();
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

/** `AB12` → 28. */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
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

async function parse(stream: Readable, listen: (parser: SaxesParser) => void): Promise<void> {
  const parser = new SaxesParser();
  listen(parser);
  stream.setEncoding('utf8');
  for await (const chunk of stream as AsyncIterable<string>) parser.write(chunk);
  parser.close();
}
