import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';

const base = { DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://localhost:6379', JWT_SECRET: 'x'.repeat(32), CHANNEL_SECRET_KEY: 'k'.repeat(32) };

describe('loadConfig', () => {
  it('has safe defaults: port 3000, 10-minute access tokens, bcrypt cost 12 in production', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', bcryptCost: 12, jwt: { accessTtlSeconds: 600 } });
  });

  it('requires the phone check of a registration unless REGISTER_PHONE_OTP=off', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).registerPhoneOtp).toBe('required');
    expect(loadConfig({ ...base, REGISTER_PHONE_OTP: '' }).registerPhoneOtp).toBe('required');
    expect(loadConfig({ ...base, REGISTER_PHONE_OTP: 'required' }).registerPhoneOtp).toBe('required');
    expect(loadConfig({ ...base, REGISTER_PHONE_OTP: 'off' }).registerPhoneOtp).toBe('off');
  });

  it.each([
    [{ DATABASE_URL: '' }, /DATABASE_URL/],
    [{ REDIS_URL: '' }, /REDIS_URL or REDIS_SOCKET/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ NODE_ENV: 'production', BCRYPT_COST: '4' }, /BCRYPT_COST must be a whole number from 12/],
    [{ NODE_ENV: 'production', CHANNEL_SECRET_KEY: '' }, /CHANNEL_SECRET_KEY must be at least 32 characters/],
    [{ CHANNEL_SECRET_KEY: 'short' }, /CHANNEL_SECRET_KEY must be at least 32 characters/],
    [{ SMS_DEFAULT_CHANNEL: 'http://x' }, /SMS_DEFAULT_CHANNEL must be an smpp:\/\/ URL/],
    [{ REGISTER_PHONE_OTP: 'optional' }, /REGISTER_PHONE_OTP must be required or off/],
    [{ REGISTER_PHONE_OTP: 'false' }, /REGISTER_PHONE_OTP must be required or off/],
  ])('refuses %j', (override, message) => {
    expect(() => loadConfig({ ...base, ...override })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...override })).toThrow(message);
  });

  it('points the default channel at the simulator as npm start runs it: its port and login', () => {
    const channel = (env: Record<string, string>) => new URL(loadConfig({ ...base, ...env }).smsDefaultChannel);
    expect(channel({})).toMatchObject({ port: '2775', username: 'engage', password: 'engage', hostname: '127.0.0.1' });
    // Moving the simulator moves the channel with it, or sends went to a port nobody answers.
    expect(channel({ SMSC_SIMULATOR_PORT: '3775' }).port).toBe('3775');
    expect(channel({ SMSC_SIMULATOR_SYSTEM_ID: 'shop', SMSC_SIMULATOR_PASSWORD: 'p@ss' })).toMatchObject({ username: 'shop', password: 'p%40ss' });
    // A channel of its own wins.
    expect(channel({ SMSC_SIMULATOR_PORT: '3775', SMS_DEFAULT_CHANNEL: 'smpp://a:b@10.0.0.1:2775' })).toMatchObject({ hostname: '10.0.0.1', port: '2775' });
    expect(() => loadConfig({ ...base, SMSC_SIMULATOR_PORT: 'x' })).toThrow(/SMSC_SIMULATOR_PORT/);
  });
});
