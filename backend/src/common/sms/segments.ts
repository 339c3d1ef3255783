/**
 * How an SMS is encoded and cut into parts (domain.md, "Encoding, parts and credits"). Pure
 * code with no imports: the API prices sends with it, the SMPP gateway cuts messages with it,
 * and the admin's editor counts live with the very same function.
 */

export type SmsEncoding = 'gsm7' | 'ucs2';

/**
 * The GSM 03.38 basic table in code order: a character's index is its septet. The escape (0x1B)
 * holds a place that never matches text. Counting here and encoding in the SMPP gateway both
 * read this one table.
 */
export const GSM7_BASIC_TABLE =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each character takes the escape septet plus this code, two in all. */
export const GSM7_EXTENSION_TABLE: Readonly<Record<string, number>> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};

/** Each counts one septet. */
const GSM7_BASIC = new Set(Array.from(GSM7_BASIC_TABLE).filter((char) => char !== '\x1b'));
/** Each counts two. */
const GSM7_EXTENSION = new Set(Object.keys(GSM7_EXTENSION_TABLE));

export const SINGLE_PART_UNITS: Record<SmsEncoding, number> = { gsm7: 160, ucs2: 70 };
/** A concatenated part loses room to its user data header. */
export const MULTI_PART_UNITS: Record<SmsEncoding, number> = { gsm7: 153, ucs2: 67 };
/** Thai operators refuse more than three parts; an account setting may change it. */
export const DEFAULT_MAX_PARTS = 3;

export interface TextAnalysis {
  encoding: SmsEncoding;
  /** Characters as a person counts them (code points). */
  characters: number;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  parts: number;
  /** The first character that is not GSM-7 and so made the whole message UCS-2, or null. */
  forcedBy: string | null;
}

/** The first character outside GSM-7, or null when the whole text is GSM-7. */
export function firstNonGsm7(text: string): string | null {
  for (const char of text) if (!GSM7_BASIC.has(char) && !GSM7_EXTENSION.has(char)) return char;
  return null;
}

/** Units one character takes in the given encoding. */
function unitsOf(char: string, encoding: SmsEncoding): number {
  if (encoding === 'ucs2') return char.length; // 2 for a character outside the BMP
  return GSM7_EXTENSION.has(char) ? 2 : 1;
}

/**
 * The text cut into the parts it is sent as. A character never straddles two parts: neither an
 * escaped GSM-7 character nor a surrogate pair (an emoji), so a part may hold one unit less.
 */
export function splitParts(text: string, encoding: SmsEncoding = encodingOf(text)): string[] {
  const chars = Array.from(text);
  const total = chars.reduce((sum, char) => sum + unitsOf(char, encoding), 0);
  if (total <= SINGLE_PART_UNITS[encoding]) return [text];
  const room = MULTI_PART_UNITS[encoding];
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const char of chars) {
    const units = unitsOf(char, encoding);
    if (used + units > room) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += char;
    used += units;
  }
  parts.push(current);
  return parts;
}

export function encodingOf(text: string): SmsEncoding {
  return firstNonGsm7(text) === null ? 'gsm7' : 'ucs2';
}

export function analyzeText(text: string): TextAnalysis {
  const forcedBy = firstNonGsm7(text);
  const encoding: SmsEncoding = forcedBy === null ? 'gsm7' : 'ucs2';
  const chars = Array.from(text);
  return {
    encoding,
    characters: chars.length,
    units: chars.reduce((sum, char) => sum + unitsOf(char, encoding), 0),
    parts: text.length === 0 ? 0 : splitParts(text, encoding).length,
    forcedBy,
  };
}
