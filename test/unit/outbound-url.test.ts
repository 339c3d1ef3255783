import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isPublicAddress,
  NotPublicTargetError,
  pointsInside,
  postOutbound,
  type Resolve,
} from '../../backend/src/common/http/outbound-url.js';

/** The host as the URL parser writes it (it rewrites ::ffff:127.0.0.1 as ::ffff:7f00:1). */
const host = (written: string) => new URL(`http://${written}/hook`).hostname;

describe('isPublicAddress: which addresses a customer’s URL may reach', () => {
  // Each internal range at its edges: the first and last address inside, and the neighbours
  // outside that are public (mutation testing found every bound could move unnoticed).
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.9', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['100.64.0.0', false],
    ['100.127.255.255', false],
    ['100.63.255.255', true],
    ['100.128.0.0', true],
    ['169.254.0.1', false],
    ['169.253.0.1', true],
    ['169.255.0.1', true],
    ['172.31.255.255', false],
    ['172.15.0.1', true],
    ['172.32.0.1', true],
    ['192.168.0.1', false],
    ['192.167.0.1', true],
    ['192.169.0.1', true],
    ['223.255.255.255', true],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['11.0.0.1', true],
    ['1.0.0.1', true],
    // The second number of an internal range, under another first one.
    ['1.64.0.1', true],
    ['1.254.0.1', true],
    ['1.16.0.1', true],
    ['1.168.0.1', true],
    // Benchmarking, IETF protocol assignments and documentation: nobody's server.
    ['198.18.0.1', false],
    ['198.19.255.255', false],
    ['198.17.255.255', true],
    ['198.20.0.1', true],
    ['192.0.0.8', false],
    ['203.0.113.10', false],
    // IPv6, and IPv4 mapped into it (the URL parser writes ::ffff:7f00:1 for ::ffff:127.0.0.1).
    ['[::1]', false],
    ['[fd00::1]', false],
    ['[::ffff:127.0.0.1]', false],
    ['[::ffff:8.8.8.8]', true],
    ['[::ffff:10.0.0.1]', false],
    ['[::ffff:808:808]', true],
    ['[::ffff:7f00:1]', false],
    ['[::ffff:c0a8:101]', false],
    ['[::]', false],
    ['[fc00::1]', false],
    ['[fe80::1]', false],
    ['[2606:4700::fc]', true],
    ['[2a00:1450:4001::1]', true],
    ['[2001:db8::1]', false],
    // IPv4 inside IPv6 in every form a stack may route: compatible, SIIT, NAT64, 6to4.
    ['[::7f00:1]', false],
    ['[::a9fe:a9fe]', false],
    ['[::808:808]', false],
    ['[::ffff:0:7f00:1]', false],
    ['[::ffff:0:808:808]', true],
    ['[64:ff9b::a9fe:a9fe]', false],
    ['[64:ff9b::808:808]', true],
    ['[2002:7f00:1::]', false],
    ['[2002:808:808::1]', true],
    // Multicast, deprecated site-local, Teredo, discard-only, and outside the global unicast block.
    ['[ff02::1]', false],
    ['[fec0::1]', false],
    ['[2001::1]', false],
    ['[100::1]', false],
    ['[4000::1]', false],
  ])('reads %s as public: %s', (written, isPublic) => {
    expect(isPublicAddress(host(written))).toBe(isPublic);
  });

  it('reads a resolver’s addresses, with or without brackets and zone, and nothing else', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('fe80::1%eth0')).toBe(false);
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('pointsInside: a URL refused when it is saved', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://10.1.2.3/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[::7f00:1]/hook',
    'http://[64:ff9b::a9fe:a9fe]/hook',
    'http://198.18.0.1/hook',
    'http://localhost/hook',
  ])('refuses %s where private addresses are not allowed', async (url) => {
    expect(await pointsInside(url, false)).toBe(true);
    expect(await pointsInside(url, true)).toBe(false);
  });

  it('takes a public address, and leaves a name that does not resolve (yet) to the call', async () => {
    expect(await pointsInside('https://8.8.8.8/hook', false)).toBe(false);
    const nowhere: Resolve = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    expect(await pointsInside('http://nothing.invalid/hook', false, nowhere)).toBe(false);
  });

  it('refuses a name any of whose addresses is private', async () => {
    const resolve: Resolve = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    expect(await pointsInside('https://mixed.example/hook', false, resolve)).toBe(true);
  });
});

describe('postOutbound: the call checks the address it connects to', () => {
  const received: { headers: IncomingHttpHeaders; body: string; url?: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body, url: req.url });
      if (req.url === '/moved') res.writeHead(302, { location: '/hook' });
      else res.statusCode = 204;
      res.end();
    });
  });
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (received.length = 0));

  const call = (url: string, allowPrivate: boolean, resolve?: Resolve) =>
    postOutbound(url, {
      headers: { 'content-type': 'application/json', 'x-test': '1' },
      body: '{"a":1}',
      timeoutMs: 5_000,
      allowPrivate,
      resolve,
    });

  it('posts the body with its headers where private addresses are allowed, by address or by name', async () => {
    expect(await call(`http://127.0.0.1:${port}/hook`, true)).toBe(204);
    expect(await call(`http://localhost:${port}/hook`, true, async () => [{ address: '127.0.0.1', family: 4 }])).toBe(204);
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ body: '{"a":1}', headers: { 'content-type': 'application/json', 'x-test': '1' } });
  });

  it('answers a redirect as it is, without following it', async () => {
    expect(await call(`http://127.0.0.1:${port}/moved`, true)).toBe(302);
    expect(received.map((entry) => entry.url)).toEqual(['/moved']);
  });

  it('refuses an address written inside, in any of its forms, without connecting', async () => {
    for (const written of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:0:7f00:1]', '[::7f00:1]'])
      await expect(call(`http://${written}:${port}/hook`, false)).rejects.toBeInstanceOf(NotPublicTargetError);
    await expect(call(`ftp://127.0.0.1:${port}/hook`, true)).rejects.toBeInstanceOf(NotPublicTargetError);
    expect(received).toEqual([]);
  });

  it('resolves a name once, at the connection, and refuses it when it answers inside (no second answer to slip past)', async () => {
    // A rebinding name: whatever it answered before, the connection asks once and gets loopback.
    let asked = 0;
    const rebinding: Resolve = async () =>
      asked++ ? [{ address: '8.8.8.8', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    await expect(call(`http://rebind.example:${port}/hook`, false, rebinding)).rejects.toBeInstanceOf(NotPublicTargetError);
    expect(asked).toBe(1);
    // One private address among public ones is enough to refuse.
    const mixed: Resolve = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(call(`http://mixed.example:${port}/hook`, false, mixed)).rejects.toBeInstanceOf(NotPublicTargetError);
    // The system's resolver, through the shared agent: localhost is loopback.
    await expect(call(`http://localhost:${port}/hook`, false)).rejects.toBeInstanceOf(NotPublicTargetError);
    expect(received).toEqual([]);
  });
});
