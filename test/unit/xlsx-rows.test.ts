import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { xlsxRows } from '../../backend/src/modules/uploads/xlsx-rows.js';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rows(path: string) {
  const out: { row: number; cells: string[] }[] = [];
  for await (const row of xlsxRows(path)) out.push(row);
  return out;
}

/** A workbook as Excel-like writers lay it out: shared strings, the worksheet before workbook.xml. */
async function sharedStringsBook(name: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(['mobile', 'firstName', 'note']);
  sheet.addRow([66812345678, 'Somchai', 'x < y & "z"']);
  sheet.getCell('A4').value = '0812345679';
  sheet.getCell('C4').value = { richText: [{ text: 'สม' }, { font: { bold: true }, text: 'หญิง' }] };
  sheet.getCell('A5').value = { formula: 'CONCAT("08","1")', result: '081' };
  sheet.getCell('B5').value = 12.5;
  sheet.getCell('C5').value = true;
  const path = join(dir, name);
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));
  return path;
}

describe('xlsxRows: the first worksheet of a workbook as text cells', () => {
  it('reads shared, rich and formula strings, numbers with their digits, blank rows and columns skipped', async () => {
    expect(await rows(await sharedStringsBook('shared.xlsx'))).toEqual([
      { row: 1, cells: ['mobile', 'firstName', 'note'] },
      { row: 2, cells: ['66812345678', 'Somchai', 'x < y & "z"'] },
      { row: 4, cells: ['0812345679', '', 'สมหญิง'] },
      { row: 5, cells: ['081', '12.5', 'true'] },
    ]);
  });

  it('reads inline strings, and the first sheet in the workbook order rather than by file name', async () => {
    const path = join(dir, 'inline.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
    const first = writer.addWorksheet('Recipients');
    first.addRow(['phone', 'name']).commit();
    for (let i = 0; i < 2000; i++) first.addRow([`08${String(10_000_000 + i)}`, `Name ${i}`]).commit();
    first.commit();
    const second = writer.addWorksheet('Other');
    second.addRow(['not', 'this']).commit();
    second.commit();
    await writer.commit();

    const read = await rows(path);
    expect(read).toHaveLength(2001);
    expect(read[0]).toEqual({ row: 1, cells: ['phone', 'name'] });
    expect(read[2000]).toEqual({ row: 2001, cells: ['0810001999', 'Name 1999'] });
  });

  it('gives every concurrent reader the same rows (the order of zip entries never matters)', async () => {
    const path = await sharedStringsBook('concurrent.xlsx');
    const expected = await rows(path);
    const results = await Promise.all(Array.from({ length: 200 }, () => rows(path)));
    for (const result of results) expect(result).toEqual(expected);
  });

  it('throws on a file that is not a workbook', async () => {
    const notZip = join(dir, 'text.xlsx');
    writeFileSync(notZip, 'mobile\n0812345678\n');
    await expect(rows(notZip)).rejects.toThrow();
    const emptyZip = join(dir, 'empty.xlsx');
    // An empty zip: only the end-of-central-directory record.
    writeFileSync(emptyZip, Buffer.from('504b0506' + '00'.repeat(18), 'hex'));
    await expect(rows(emptyZip)).rejects.toThrow();
  });
});
