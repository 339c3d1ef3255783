import { ConfigError, loadConfig } from '../../backend/src/config/app-config.js';

const base = { DATABASE_URL: 'postgres://db/app', REDIS_URL: 'redis://cache', JWT_SECRET: 'x'.repeat(32), CHANNEL_SECRET_KEY: 'k'.repeat(32) };

describe('API_DOCS', () => {
  it('serves /api/docs by default in development and test, not in production', () => {
    expect(loadConfig({ ...base }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).apiDocs).toBe(false);
  });

  it('can be turned on in production and off in development', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ ...base, API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('refuses anything but true or false', () => {
    expect(() => loadConfig({ ...base, API_DOCS: 'yes' })).toThrow(ConfigError);
  });
});
