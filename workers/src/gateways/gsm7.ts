import { GSM7_BASIC_TABLE, GSM7_EXTENSION_TABLE } from '../../../backend/src/common/sms/segments.js';

/**
 * GSM 03.38 as unpacked septets, one byte each: what SMSCs expect for data_coding 0x00. The
 * smpp package would send a string as ASCII (0x01), which operators render wrongly. The tables
 * are the ones the API counts parts with.
 */
const ESCAPE = 0x1b;
const CODES = new Map(Array.from(GSM7_BASIC_TABLE, (char, code) => [char, code] as const));
const EXTENDED = new Map(Object.entries(GSM7_EXTENSION_TABLE).map(([char, code]) => [code, char] as const));

export function encodeGsm7(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = CODES.get(char);
    if (code !== undefined && code !== ESCAPE) bytes.push(code);
    else if (char in GSM7_EXTENSION_TABLE) bytes.push(ESCAPE, GSM7_EXTENSION_TABLE[char]);
    else bytes.push(0x3f); // '?': the caller chose GSM-7 for text that is not (never, in practice)
  }
  return Buffer.from(bytes);
}

export function decodeGsm7(bytes: Buffer): string {
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === ESCAPE && i + 1 < bytes.length) text += EXTENDED.get(bytes[++i]) ?? ' ';
    else text += GSM7_BASIC_TABLE[bytes[i]] ?? '?';
  }
  return text;
}
