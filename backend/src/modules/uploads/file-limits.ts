/**
 * How much of a file the product reads. Every file it parses (recipient files, people and
 * blacklist imports) comes from a user and is hostile until read: one cell far to the right, a
 * line of a hundred million commas or a zip of a few kB that unpacks to gigabytes must be
 * refused with a field error, never allowed to pad an array, hold the event loop or fill the
 * heap. The figures sit well above any list a business sends to (a spreadsheet program itself
 * stops at 1,048,576 rows).
 */
export const FILE_LIMITS = {
  /** Columns of a row that hold a value. */
  columns: 256,
  /** Characters of one cell. */
  cellChars: 10_000,
  /** Characters of one CSV record, its cells together (csv-parse's own `max_record_size`). */
  recordChars: 100_000,
  /** Rows, the header included: a spreadsheet's own limit for XLSX, twice it for CSV. */
  rows: { csv: 2_000_001, xlsx: 1_048_576 },
  /** Shared strings of a workbook, which any XLSX reader must hold in memory. */
  sharedStrings: 4_000_000,
  sharedStringChars: 64_000_000,
  /** Bytes of one zip entry once inflated, whatever the zip's directory claims. */
  inflatedBytes: 1024 * 1024 * 1024,
  /** Characters of XML between two tags (a text or a tag's attributes), before the parser holds them. */
  xmlRunChars: 1024 * 1024,
  /** Seconds the first reading of an upload may take (describing it: header, sample, count). */
  describeSeconds: 300,
} as const;

/** What the preview keeps of the first rows: enough to recognise the columns, a few kB at most. */
export const SAMPLE_LIMITS = { rows: 5, cellChars: 64, chars: 4_000 } as const;

/** A file past one of the limits: `key` is the field error shown on `file`. */
export class FileRefused extends Error {
  constructor(readonly key: FileRefusal) {
    super(key);
  }
}

export type FileRefusal =
  | 'validation.fileTooWide'
  | 'validation.fileCellTooLong'
  | 'validation.fileTooManyRows'
  | 'validation.fileUnpacksTooLarge'
  | 'validation.fileTooSlow';

/** The index a row's cell lands at, refused past the column limit before anything pads to it. */
export function checkedColumn(index: number): number {
  if (index >= FILE_LIMITS.columns) throw new FileRefused('validation.fileTooWide');
  return index;
}

export function checkedCell(text: string): string {
  if (text.length > FILE_LIMITS.cellChars) throw new FileRefused('validation.fileCellTooLong');
  return text;
}
