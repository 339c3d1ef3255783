import ExcelJS from 'exceljs';
import { PassThrough, Writable } from 'node:stream';
import { finished as streamDone } from 'node:stream/promises';
import type { Response } from 'express';
import { join } from 'node:path';
import { Messages } from '../../backend/src/common/i18n/messages.js';
import {
  safeText,
  setDownloadHeaders,
  text,
  labelledColumns,
  translateColumns,
  valueLabelsOf,
  writeExport,
  XLSX_TIME_FORMAT,
  type ExportColumn,
} from '../../backend/src/common/export/stream-export.js';

// Every download (messages, people, coupon codes, reports) goes through this writer: what a
// spreadsheet would run as a formula, cell types, Thai text and odd file names are decided here.

const COLUMNS: ExportColumn[] = [
  { key: 'mobile', header: 'Mobile' },
  { key: 'text', header: 'ข้อความ' },
  { key: 'at', header: 'Sent at' },
];

async function* rowsOf(rows: Record<string, unknown>[]) {
  for (const row of rows) yield row;
}

/** Everything written to a stream, and whether it was ended. */
function collector() {
  const chunks: Buffer[] = [];
  let ended = false;
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
    final(done) {
      ended = true;
      done();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks), ended: () => ended };
}

describe('cells', () => {
  it('writes null and undefined as empty, times in ICT in the file’s language, the rest as text', () => {
    expect(text(null, 'en')).toBe('');
    expect(text(undefined, 'th')).toBe('');
    expect(text(new Date('2026-11-28T02:00:00Z'), 'en')).toBe('2026-11-28 09:00:00 +07:00');
    expect(text(new Date('2026-11-28T02:00:00Z'), 'th')).toBe('2569-11-28 09:00:00 +07:00');
    expect(text(0)).toBe('0');
    expect(text(false)).toBe('false');
    expect(text('สมชาย')).toBe('สมชาย');
  });

  it.each(['=SUM(A1)', '+66812345678', '-1', '@cmd', '\tx', '\rx'])('neutralises %j with a leading quote', (value) => {
    expect(safeText(value)).toBe(`'${value}`);
  });

  it.each(['0812345678', 'a=b', 'x+1', ' =1', '', "'quoted"])('leaves %j as it is', (value) => {
    expect(safeText(value)).toBe(value);
  });
});

describe('CSV', () => {
  it('starts with a BOM, ends lines with CRLF, quotes what needs it and neutralises formulas', async () => {
    const { out, bytes, ended } = collector();
    await writeExport(out, {
      format: 'csv',
      language: 'en',
      columns: COLUMNS,
      rows: rowsOf([
        { mobile: '0812345678', text: 'สวัสดี, "คุณ" สมชาย', at: new Date('2026-11-28T02:00:00Z') },
        { mobile: '=HYPERLINK("x")', text: 'two\nlines', at: null },
        { mobile: '0899999999', text: 'cr\rhere', extra: 'not a column' },
      ]),
    });
    expect(ended()).toBe(true);
    const csv = bytes().toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe(
      [
        'Mobile,ข้อความ,Sent at',
        '0812345678,"สวัสดี, ""คุณ"" สมชาย",2026-11-28 09:00:00 +07:00',
        `"'=HYPERLINK(""x"")","two\nlines",`,
        '0899999999,"cr\rhere",',
        '',
      ].join('\r\n'),
    );
  });

  // A spreadsheet set to another locale's separator splits an unquoted cell there, and the
  // part after it starts a cell of its own: `x;=1+1` would run `=1+1` where `;` separates.
  it.each([
    ['x;=1+1', '"x;=1+1"'],
    ['x\t=1+1', '"x\t=1+1"'],
    ['x|=1+1', '"x|=1+1"'],
    ['x,=1+1', '"x,=1+1"'],
    ['x=1+1', 'x=1+1'],
  ])('quotes a cell holding any common separator: %j', async (value, cell) => {
    const { out, bytes } = collector();
    await writeExport(out, { format: 'csv', language: 'en', columns: COLUMNS, rows: rowsOf([{ mobile: value }]) });
    expect(bytes().toString('utf8').split('\r\n')[1]).toBe(`${cell},,`);
  });

  it('writes the header alone for no rows', async () => {
    const { out, bytes } = collector();
    await writeExport(out, { format: 'csv', language: 'en', columns: COLUMNS, rows: rowsOf([]) });
    expect(bytes().toString('utf8')).toBe('\uFEFFMobile,ข้อความ,Sent at\r\n');
  });

  it('waits for a slow reader instead of buffering the whole file', async () => {
    const out = new PassThrough({ highWaterMark: 64 });
    const rows = Array.from({ length: 2_000 }, (_, i) => ({ mobile: `08${String(i).padStart(8, '0')}`, text: 'x'.repeat(50) }));
    let finished = false;
    const writing = writeExport(out, { format: 'csv', language: 'en', columns: COLUMNS, rows: rowsOf(rows) }).then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nobody read yet: the writer stopped at the stream's limit.
    expect(finished).toBe(false);
    expect(out.readableLength).toBeLessThan(1_000);
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writing;
    await streamDone(out);
    expect(Buffer.concat(chunks).toString('utf8').split('\r\n')).toHaveLength(2_002);
  });
});

describe('XLSX', () => {
  async function sheetOf(options: Omit<Parameters<typeof writeExport>[1], 'format'>) {
    const { out, bytes, ended } = collector();
    await writeExport(out, { format: 'xlsx', ...options });
    expect(ended()).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes() as unknown as ArrayBuffer);
    return workbook.getWorksheet('Export')!;
  }

  it('writes text as text cells as it is (no quote), counts as numbers, and times as dates of the ICT wall clock', async () => {
    const sheet = await sheetOf({
      language: 'th',
      columns: [...COLUMNS, { key: 'parts', header: 'Parts' }],
      rows: rowsOf([
        { mobile: '0812345678', text: 'สวัสดี', at: new Date('2026-11-28T02:00:00.900Z'), parts: 2 },
        { mobile: '=1+1', text: null, parts: null },
        { mobile: '+66812345678', text: '00123' },
      ]),
    });
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Mobile', 'ข้อความ', 'Sent at', 'Parts']);
    expect(values(2)).toEqual(['0812345678', 'สวัสดี', new Date('2026-11-28T09:00:00Z'), 2]);
    expect(values(3).slice(0, 1)).toEqual(['=1+1']);
    expect(values(4).slice(0, 2)).toEqual(['+66812345678', '00123']);
    for (const [row, column] of [[2, 1], [3, 1], [4, 1], [4, 2]]) {
      expect(sheet.getRow(row).getCell(column).type).toBe(ExcelJS.ValueType.String);
    }
    // A text cell is no formula: the formula-looking text is a value, never evaluated.
    expect(sheet.getRow(3).getCell(1).formula).toBeUndefined();
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe(XLSX_TIME_FORMAT);
    expect(sheet.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.rowCount).toBe(4);
  });

  it('shows a column’s values through its own formatter, in both formats', async () => {
    const columns: ExportColumn[] = [{ key: 'status', header: 'Status', value: (raw) => `<${String(raw)}>` }];
    const sheet = await sheetOf({ language: 'en', columns, rows: rowsOf([{ status: 'delivered' }]) });
    expect(sheet.getRow(2).getCell(1).value).toBe('<delivered>');
    const { out, bytes } = collector();
    await writeExport(out, { format: 'csv', language: 'en', columns, rows: rowsOf([{ status: 'delivered' }]) });
    expect(bytes().toString('utf8').split('\r\n')[1]).toBe('<delivered>');
  });
});

describe('translated columns', () => {
  const messages = new Messages(join(__dirname, '../../locales'));
  const columns = translateColumns(
    [
      { key: 'status', header: 'resources.messages.fields.status', values: 'resources.messages.statuses' },
      { key: 'club', header: 'Club level' },
    ],
    messages,
    'th',
  );

  it('translates headers that are keys and keeps a label as written', () => {
    expect(columns.map((column) => column.header)).toEqual([messages.t('resources.messages.fields.status', 'th'), 'Club level']);
    expect(columns[0].header).not.toBe('resources.messages.fields.status');
  });

  it('translates listed values, and shows one without a translation as it is', () => {
    expect(columns[0].value!('delivered')).toBe(messages.t('resources.messages.statuses.delivered', 'th'));
    expect(columns[0].value!('delivered')).not.toBe('delivered');
    expect(columns[0].value!('brand-new')).toBe('brand-new');
    expect(columns[0].value!(null)).toBeNull();
    expect(columns[1].value).toBeUndefined();
  });

  it('labels a stored report the same with no locale files: the labels are plain data', () => {
    const specs = [{ key: 'status', header: 'resources.messages.fields.status', values: 'resources.messages.statuses' }];
    const stored = JSON.parse(JSON.stringify(valueLabelsOf(specs, messages, 'th'))) as Record<string, Record<string, string>>;
    const [status] = labelledColumns(specs, { status: 'สถานะ' }, stored);
    expect(status.header).toBe('สถานะ');
    expect(status.value!('delivered')).toBe(columns[0].value!('delivered'));
    // A value named like an object's own property is not a label.
    expect(status.value!('constructor')).toBe('constructor');
    expect(status.value!('__proto__')).toBe('__proto__');
  });
});

describe('download headers', () => {
  function headersFor(filename: string, format: 'csv' | 'xlsx') {
    const headers: Record<string, string> = {};
    setDownloadHeaders({ setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response, filename, format);
    return headers;
  }

  it('names the type and the file, in UTF-8 with an ASCII fallback', () => {
    expect(headersFor('ข้อความ-2026', 'csv')).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="_______-2026.csv"; filename*=UTF-8''${encodeURIComponent('ข้อความ-2026.csv')}`,
    });
    expect(headersFor('messages', 'xlsx')['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('keeps path separators, quotes and control characters out of the name, and its length to 100', () => {
    expect(headersFor('../a"b\\c:d\u0000e\u001f', 'csv')['Content-Disposition']).toContain('filename=".._a_b_c_d_e_.csv"');
    expect(headersFor('x'.repeat(300), 'csv')['Content-Disposition']).toContain(`filename="${'x'.repeat(100)}.csv"`);
    expect(headersFor('', 'csv')['Content-Disposition']).toContain('filename="export.csv"');
  });
});
