import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Whether a customer's URL may be called from our network: http(s) only, and unless private
 * addresses are allowed (development, tests), none of its addresses loopback, private,
 * link-local or otherwise internal. Checked when the call is made, so a name that later points
 * inside is refused then.
 */
export async function mayCall(url: string, allowPrivate: boolean): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (allowPrivate) return true;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address);
  return addresses.length > 0 && addresses.every((address) => !isInternal(address));
}

function isInternal(address: string): boolean {
  if (address.includes(':')) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isInternal(mapped[1]);
    // The URL parser writes an IPv4-mapped address in hex: ::ffff:7f00:1 is 127.0.0.1.
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
    if (hex) {
      const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
      return isInternal(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
  }
  const [a, b] = address.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}
