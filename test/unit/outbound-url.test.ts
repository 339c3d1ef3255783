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

  it('takes a public address in production, and loopback where private addresses are allowed', async () => {
    expect(await mayCall('https://203.0.113.10/hook', false)).toBe(true);
    expect(await mayCall('http://127.0.0.1:9999/hook', true)).toBe(true);
    expect(await mayCall('ftp://127.0.0.1/hook', true)).toBe(false);
  });
});
