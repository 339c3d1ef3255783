import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';

const base = { DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://localhost:6379', JWT_SECRET: 'x'.repeat(32), CHANNEL_SECRET_KEY: 'k'.repeat(32) };

describe('loadConfig', () => {
  it('has safe defaults: port 3000, 10-minute access tokens, bcrypt cost 12 in production', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', bcryptCost: 12, jwt: { accessTtlSeconds: 600 } });
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
  ])('refuses %j', (override, message) => {
    expect(() => loadConfig({ ...base, ...override })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...override })).toThrow(message);
  });
});
