import { providerBaseUrl } from '../../backend/src/common/sms/http-provider.js';

describe('providerBaseUrl', () => {
  it('speaks plain HTTP to a loopback host only', () => {
    expect(providerBaseUrl('localhost', 2776)).toBe('http://localhost:2776');
    expect(providerBaseUrl('127.0.0.1', 2776)).toBe('http://127.0.0.1:2776');
    expect(providerBaseUrl('::1', 2776)).toBe('http://[::1]:2776');
    expect(providerBaseUrl('sms.example.com', 443)).toBe('https://sms.example.com:443');
    expect(providerBaseUrl('localhost.example.com', 8443)).toBe('https://localhost.example.com:8443');
    expect(providerBaseUrl('127.0.0.1.example.com', 8443)).toBe('https://127.0.0.1.example.com:8443');
  });

  it('writes a URL that parses, an IPv6 address bracketed', () => {
    expect(new URL(providerBaseUrl('::1', 2776)).hostname).toBe('[::1]');
    expect(new URL(providerBaseUrl('2001:db8::1', 443)).protocol).toBe('https:');
  });
});
