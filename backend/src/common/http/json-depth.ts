/** Deeper than any form or filter the product reads; deep enough to never refuse a real one. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when JSON text nests arrays or objects deeper than `max`. Counted on the raw text,
 * before parsing, so a body nested thousands of levels deep never reaches a recursive parser,
 * validator or transformer. Brackets inside strings do not count.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
