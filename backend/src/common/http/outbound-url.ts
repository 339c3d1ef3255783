import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type AgentOptions, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Calls to customers' URLs (OTP notifications, coupon callbacks) reach only the public internet
 * unless private addresses are allowed (development, tests: WEBHOOK_ALLOW_PRIVATE). The address
 * is judged by ipaddr.js's classification, and for a name at the one resolution the connection
 * itself uses (the agent's `lookup`), so a name cannot answer a public address to a check and a
 * private one to the call (DNS rebinding).
 */

/** Resolves a name to every address it has (dns.lookup by default; tests give their own). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** The error of a call refused because its target is not a public address. */
export class NotPublicTargetError extends Error {
  readonly code = 'EPRIVATETARGET';
  constructor(target: string) {
    super(`${target} is not a public http(s) address`);
  }
}

// Ranges ipaddr.js 1.9 reads as unicast that no customer's server is on: benchmarking
// (RFC 2544), IPv4-compatible IPv6 (::a.b.c.d, deprecated, and routed to a.b.c.d by some
// stacks), NAT64 local use (RFC 8215), discard-only (RFC 6666), site-local (fec0::/10,
// deprecated) and the IETF protocol block (2001::/23, ORCHID, Teredo included).
const NOT_PUBLIC_V4 = ['198.18.0.0/15'].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));
const NOT_PUBLIC_V6 = ['::/96', '64:ff9b:1::/48', '100::/64', 'fec0::/10', '2001::/23'].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);
/** Where the global unicast space is (IANA): everything else in IPv6 is special. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** Whether an address (IPv4 or IPv6, as a resolver or a URL writes it) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  const ip = ipaddr.parse(bare);
  if (ip.kind() === 'ipv4') {
    const v4 = ip as ipaddr.IPv4;
    return v4.range() === 'unicast' && !NOT_PUBLIC_V4.some((range) => v4.match(range));
  }
  const v6 = ip as ipaddr.IPv6;
  // IPv4 carried in IPv6 (mapped, SIIT, NAT64, 6to4) reaches that IPv4 address: it decides.
  const embedded = embeddedIPv4(v6);
  if (embedded) return isPublicAddress(embedded);
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6) && !NOT_PUBLIC_V6.some((range) => v6.match(range));
}

function embeddedIPv4(ip: ipaddr.IPv6): string | null {
  const [p0, p1, p2, , , , p6, p7] = ip.parts;
  const dotted = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  switch (ip.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
    case 'rfc6052': // 64:ff9b::a.b.c.d
      return dotted(p6, p7);
    case '6to4': // 2002:aabb:ccdd::/48
      return p0 === 0x2002 ? dotted(p1, p2) : null;
    default:
      return null;
  }
}

/** The URL's host without IPv6 brackets, or null for a URL that is not http(s). */
function httpHost(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.hostname.replace(/^\[|\]$/g, '');
}

/** How long a save waits for a name to resolve before leaving the check to the call. */
const SAVE_LOOKUP_MS = 2_000;

/**
 * Whether a URL a customer saves points inside, as far as can be told now: a private address
 * written in it, or a name that resolves to one. A name that does not resolve (yet) is left to
 * the call, which checks the address it connects to.
 */
export async function pointsInside(url: string, allowPrivate: boolean, resolve: Resolve = systemResolve): Promise<boolean> {
  const host = httpHost(url);
  if (host === null || allowPrivate) return false;
  if (isIP(host)) return !isPublicAddress(host);
  const timeout = new Promise<null>((done) => setTimeout(() => done(null), SAVE_LOOKUP_MS).unref());
  const addresses = await Promise.race([resolve(host).catch(() => null), timeout]);
  return !!addresses && addresses.some((entry) => !isPublicAddress(entry.address));
}

/** Each field whose URL points inside, with its message key. */
export async function insideUrlErrors(
  urls: Record<string, string | null | undefined>,
  allowPrivate: boolean,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [field, url] of Object.entries(urls)) {
    if (url && (await pointsInside(url, allowPrivate))) errors[field] = 'validation.urlNotPublic';
  }
  return errors;
}

/**
 * The `lookup` of a connection: the name resolved once, refused unless every address it has is
 * public, and the connection made to what was checked. Node calls it with `all` (happy eyeballs)
 * or without; both are answered.
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const family = (options as LookupAllOptions).family;
        const wanted = family === 4 || family === 6 ? addresses.filter((entry) => entry.family === family) : addresses;
        if (!wanted.length || addresses.some((entry) => !isPublicAddress(entry.address))) {
          callback(new NotPublicTargetError(hostname), '', 0);
        } else if ((options as LookupAllOptions).all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, wanted);
        } else {
          callback(null, wanted[0].address, wanted[0].family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export interface OutboundPost {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Name resolution for the connection (the system's by default). */
  resolve?: Resolve;
}

const AGENT_OPTIONS: AgentOptions = { keepAlive: false };
const plainAgents = { http: new HttpAgent(AGENT_OPTIONS), https: new HttpsAgent(AGENT_OPTIONS) };
const guardedAgents = {
  http: new HttpAgent({ ...AGENT_OPTIONS, lookup: publicOnlyLookup() } as AgentOptions),
  https: new HttpsAgent({ ...AGENT_OPTIONS, lookup: publicOnlyLookup() } as AgentOptions),
};

/**
 * POSTs a body to a customer's URL and answers its status (redirects are not followed: a 3xx is
 * an answer). Rejects with NotPublicTargetError when the URL is not http(s) or its target is not
 * public (and private ones are not allowed): an address written in the URL is checked here, a
 * name where the connection resolves it.
 */
export async function postOutbound(url: string, call: OutboundPost): Promise<number> {
  const host = httpHost(url);
  if (host === null) throw new NotPublicTargetError(url);
  if (!call.allowPrivate && isIP(host) && !isPublicAddress(host)) throw new NotPublicTargetError(host);
  const secure = url.startsWith('https:');
  const agent = call.allowPrivate
    ? plainAgents[secure ? 'https' : 'http']
    : call.resolve
      ? new (secure ? HttpsAgent : HttpAgent)({ ...AGENT_OPTIONS, lookup: publicOnlyLookup(call.resolve) } as AgentOptions)
      : guardedAgents[secure ? 'https' : 'http'];
  const send = secure ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) },
        signal: AbortSignal.timeout(call.timeoutMs),
      },
      (response: IncomingMessage) => {
        // The answer's body is not read: its status is all a call needs.
        response.resume();
        response.on('error', () => undefined);
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(call.body);
  });
}
