import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../backend/src/config/app-config.js';
import { MessagePartitions } from '../../backend/src/modules/messages/message-partitions.js';
import { bootApp, type TestApp } from '../utils/app.js';

/** The messages table's monthly partitions: created ahead, dropped whole past the retention. */
describe('message partitions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ MESSAGE_RETENTION_MONTHS: '13' });
  }, 60_000);
  afterAll(() => t.close());

  // The worker's service, on the API's database connection (the API itself never manages partitions).
  const service = () => new MessagePartitions(t.app.get<AppConfig>(APP_CONFIG), t.app.get(DataSource));

  const partitions = async () =>
    (
      await t.app
        .get(DataSource)
        .query<{ name: string }[]>(
          `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = 'messages' ORDER BY 1`,
        )
    ).map((row) => row.name);

  it('is partitioned by month, with the months around now in place', async () => {
    const [{ kind }] = await t.app.get(DataSource).query(`SELECT relkind AS kind FROM pg_class WHERE relname = 'messages'`);
    expect(kind).toBe('p');
    await service().ensure(new Date());
    const now = new Date();
    const name = (offset: number) => {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
      return `messages_p${month.getUTCFullYear()}${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    expect(await partitions()).toEqual(expect.arrayContaining([name(-1), name(0), name(1), name(2)]));
  });

  it('creates partitions ahead and drops, whole, those past the retention', async () => {
    const partitionsService = service();
    // Two years back: the partitions of then exist, as after a long-running deployment.
    const past = new Date(Date.UTC(2024, 0, 15));
    await partitionsService.ensure(past);
    expect(await partitions()).toEqual(expect.arrayContaining(['messages_p202312', 'messages_p202401', 'messages_p202402']));
    const dropped = await partitionsService.prune(new Date());
    expect(dropped).toEqual(expect.arrayContaining(['messages_p202312', 'messages_p202401', 'messages_p202402']));
    const left = await partitions();
    expect(left.some((name) => name < 'messages_p2025')).toBe(false);
    // Idempotent: nothing more to drop, nothing to create twice.
    expect(await partitionsService.prune(new Date())).toEqual([]);
    expect(await partitionsService.ensure(new Date())).toEqual([]);
  });
});
