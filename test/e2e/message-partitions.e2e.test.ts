import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../backend/src/config/app-config.js';
import { Transactions } from '../../backend/src/database/transactions.js';
import { MessagePartitions } from '../../backend/src/modules/messages/message-partitions.js';
import { MessagesRepository } from '../../backend/src/modules/messages/messages.repository.js';
import { DeliveryService } from '../../backend/src/modules/messages/delivery.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount } from '../utils/factories.js';

/** The messages table's monthly partitions: created ahead, dropped whole past the retention. */
describe('message partitions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ MESSAGE_RETENTION_MONTHS: '13' });
  }, 60_000);
  afterAll(() => t.close());

  // The worker's service, on the API's database connection (the API itself never manages partitions).
  const service = () => new MessagePartitions(t.app.get<AppConfig>(APP_CONFIG), new MessagesRepository(t.app.get(Transactions)));

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

  it('gives messages ids in the order they are written (UUID version 7), so each index grows at its end', async () => {
    const { accountId } = await registerAccount(t.http);
    const delivery = t.app.get(DeliveryService, { strict: false });
    const ids: string[] = [];
    const before = Date.now();
    for (let i = 0; i < 3; i++) {
      const written = await t.app.get(DataSource).transaction((manager) =>
        delivery.insertLoose(manager, {
          accountId,
          mobile: '+66812345678',
          senderName: 'Shop',
          storedText: 'Hello',
          encoding: 'gsm7',
          parts: 1,
          credits: 1,
        }),
      );
      ids.push(written.id);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    // The first 48 bits are the time it was written, in milliseconds.
    const written = parseInt(ids[0].replace(/-/g, '').slice(0, 12), 16);
    expect(written).toBeGreaterThanOrEqual(before - 1_000);
    expect(written).toBeLessThanOrEqual(Date.now() + 1_000);
  });
});
