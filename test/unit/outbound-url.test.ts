import { mayCall } from '../../backend/src/common/http/outbound-url.js';

describe('mayCall: which customer URLs a webhook may call', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://10.1.2.3/hook',
    'http://172.16.0.9/hook',
    'http://192.168.1.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/hook',
    'http://[fd00::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'ftp://203.0.113.10/hook',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s in production', async (url) => {
    expect(await mayCall(url, false)).toBe(false);
  });

  // Each internal range at its edges: the first and last address inside, and the neighbours
  // outside that are public (mutation testing found every bound could move unnoticed).
  it.each([
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
    // IPv6, and IPv4 mapped into it (the URL parser writes ::ffff:7f00:1 for ::ffff:127.0.0.1).
    ['[::ffff:203.0.113.10]', true],
    ['[::ffff:10.0.0.1]', false],
    ['[::ffff:cb00:710a]', true],
    ['[::ffff:7f00:1]', false],
    ['[::ffff:c0a8:101]', false],
    ['[::]', false],
    ['[fc00::1]', false],
    ['[fe80::1]', false],
    ['[2001:db8::fc]', true],
    ['[2001:db8::1]', true],
  ])('reads %s as public: %s', async (host, isPublic) => {
    expect(await mayCall(`http://${host}/hook`, false)).toBe(isPublic);
  });

  it('refuses a name that resolves to nothing, and one that resolves inside', async () => {
    expect(await mayCall('http://nothing.invalid/hook', false)).toBe(false);
    expect(await mayCall('http://localhost/hook', false)).toBe(false);
  });

  it('takes a public address in production, and loopback where private addresses are allowed', async () => {
    expect(await mayCall('https://203.0.113.10/hook', false)).toBe(true);
    expect(await mayCall('http://127.0.0.1:9999/hook', true)).toBe(true);
    expect(await mayCall('ftp://127.0.0.1/hook', true)).toBe(false);
  });
});
