import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET } from '../../common/coupons/code-space.js';

export {
  CODE_ALPHABET,
  CODE_RANDOM_MIN,
  CODE_SPARSITY,
  CODE_TOTAL_MAX,
  codeLength,
  maxCodes,
} from '../../common/coupons/code-space.js';

/** `count` random codes (a byte per symbol: 256 is a multiple of 32, so every symbol is as likely). */
export function randomCodes(count: number, prefix: string, length: number): string[] {
  const bytes = randomBytes(count * length);
  const codes = new Array<string>(count);
  for (let at = 0; at < count; at++) {
    let code = prefix;
    for (let k = at * length; k < (at + 1) * length; k++) code += CODE_ALPHABET[bytes[k] & 31];
    codes[at] = code;
  }
  return codes;
}
