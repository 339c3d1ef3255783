import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Files a user may upload wherever the product reads one (recipient files, imports): each small
 * to send, and each once able to stop the API (a cell at column ZZZZZZ padded a row to 200
 * million cells) or hold it (ten million rows in 1 MB, sixty million shared strings in 2.4 MB).
 * `refusal` is the field error the upload must answer with.
 */
export interface HostileFile {
  label: string;
  name: string;
  content: Buffer;
  refusal: string;
}

/** A zip of the given entries, deflated: as small as such a workbook really is. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(crc32(data), 16);
    record.writeUInt32LE(packed.length, 20);
    record.writeUInt32LE(data.length, 24);
    record.writeUInt16LE(fileName.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(header, fileName, packed);
    central.push(record, fileName);
    offset += header.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(entries).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A workbook whose first sheet is `sheetData` (rows as XML), with optional shared strings. */
export function workbook(sheetData: string, sharedStrings?: string, extra: Record<string, string> = {}): Buffer {
  return zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<workbook xmlns="${SHEET_NS}" xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${SHEET_NS}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ...(sharedStrings === undefined ? {} : { 'xl/sharedStrings.xml': `<sst xmlns="${SHEET_NS}">${sharedStrings}</sst>` }),
    ...extra,
  });
}

const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>mobile</t></is></c></row>';
const PHONE_ROW = '<row r="2"><c r="A2"><v>66812345678</v></c></row>';

export function hostileFiles(): HostileFile[] {
  const xlsx = (label: string, content: Buffer, refusal: string): HostileFile => ({ label, name: 'list.xlsx', content, refusal });
  const csv = (label: string, content: string, refusal: string): HostileFile => ({ label, name: 'list.csv', content: Buffer.from(content), refusal });
  return [
    xlsx('XLSX cell at column ZZZZZZ', workbook(`${HEADER_ROW}${PHONE_ROW}<row r="3"><c r="ZZZZZZ3"><v>1</v></c></row>`), 'validation.fileTooWide'),
    xlsx('XLSX cell at column AAAAA', workbook(`${HEADER_ROW}<row r="2"><c r="AAAAA2"><v>1</v></c></row>`), 'validation.fileTooWide'),
    xlsx('XLSX row of 300 cells without references', workbook(`${HEADER_ROW}<row>${'<c><v>1</v></c>'.repeat(300)}</row>`), 'validation.fileTooWide'),
    xlsx(
      'XLSX of 4,000,001 empty shared strings',
      workbook(`${HEADER_ROW}${PHONE_ROW}`, '<si><t/></si>'.repeat(4_000_001)),
      'validation.fileUnpacksTooLarge',
    ),
    xlsx('XLSX of 1,100,000 rows', workbook(`${HEADER_ROW}${'<row/>'.repeat(1_100_000)}`), 'validation.fileTooManyRows'),
    xlsx('XLSX cell of 20,000 characters', workbook(`${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>${'x'.repeat(20_000)}</t></is></c></row>`), 'validation.fileCellTooLong'),
    xlsx('XLSX shared string of 20,000 characters', workbook(`${HEADER_ROW}${PHONE_ROW}`, `<si><t>${'x'.repeat(20_000)}</t></si>`), 'validation.fileCellTooLong'),
    xlsx('XLSX attribute of 2,000,000 characters', workbook(`${HEADER_ROW}<row r="2" x="${'x'.repeat(2_000_000)}"/>`), 'validation.fileUnpacksTooLarge'),
    xlsx('XLSX text of 2,000,000 characters between cells', workbook(`${HEADER_ROW}${PHONE_ROW}${' '.repeat(2_000_000)}`), 'validation.fileUnpacksTooLarge'),
    xlsx('XLSX directory claiming 65,535 entries', claimingEntries(workbook(`${HEADER_ROW}${PHONE_ROW}`), 0xffff), 'validation.fileUnpacksTooLarge'),
    csv('CSV line of 3,000,000 commas', `mobile,name\n0812345678${','.repeat(3_000_000)}\n`, 'validation.fileTooWide'),
    csv('CSV cell of 1,000,000 characters', `mobile,name\n0812345678,${'x'.repeat(1_000_000)}\n`, 'validation.fileCellTooLong'),
    csv('CSV quoted cell of 1,000,000 characters across lines', `mobile,name\n0812345678,"${'x\n'.repeat(500_000)}"\n`, 'validation.fileCellTooLong'),
    csv('CSV of 2,000,001 data rows', `mobile\n${'0812345678\n'.repeat(2_000_001)}`, 'validation.fileTooManyRows'),
  ];
}

/** The same zip with its end record claiming another number of entries. */
function claimingEntries(content: Buffer, count: number): Buffer {
  const copy = Buffer.from(content);
  const end = copy.length - 22;
  copy.writeUInt16LE(count, end + 8);
  copy.writeUInt16LE(count, end + 10);
  return copy;
}
