/**
 * GSM 03.38 as unpacked septets, one byte each: what SMSCs expect for data_coding 0x00. The
 * smpp package would send a string as ASCII (0x01), which operators render wrongly.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION: Record<string, number> = {
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
const CODES = new Map(Array.from(BASIC, (char, code) => [char, code] as const));

export function encodeGsm7(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = CODES.get(char);
    if (code !== undefined && char !== '\x1b') bytes.push(code);
    else if (char in EXTENSION) bytes.push(0x1b, EXTENSION[char]);
    else bytes.push(0x3f); // '?': the caller chose GSM-7 for text that is not (never, in practice)
  }
  return Buffer.from(bytes);
}

export function decodeGsm7(bytes: Buffer): string {
  const reverse = new Map(Object.entries(EXTENSION).map(([char, code]) => [code, char]));
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x1b && i + 1 < bytes.length) text += reverse.get(bytes[++i]) ?? ' ';
    else text += BASIC[bytes[i]] ?? '?';
  }
  return text;
}
