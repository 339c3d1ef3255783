import { DataSource } from 'typeorm';
import { splitParts } from '../../backend/src/common/sms/segments.js';
import { deliveryHarness } from '../utils/delivery-harness.js';
import { registerAccount, staffMember, type Session } from '../utils/factories.js';
import { approvedSender, eventually, mobiles, topUp } from '../utils/messaging.js';
import { UnreliableSmsc, type Reception } from '../utils/unreliable-smsc.js';

jest.setTimeout(120_000);

const SMSC = { systemId: 'flaky', password: 'flaky-secret' };
const RECIPIENTS = 200;
const BASE = 860_000_000;
/** Two UCS-2 parts: more than 70 and at most 134 characters. */
const THAI = 'ร้านของเราขอขอบคุณที่เป็นสมาชิก วันนี้รับส่วนลดพิเศษยี่สิบเปอร์เซ็นต์สำหรับสินค้าทุกชิ้นในร้าน ใช้ได้ถึงสิ้นเดือนนี้เท่านั้น';

/** The national number (08…) of a destination as the gateway sends it (66…). */
const localOf = (destination: string) => Number(destination.slice(2));
const rejects = (destination: string) => localOf(destination) % 50 === 13;
const stat = (destination: string) => (localOf(destination) % 10 === 7 ? 'UNDELIV' : 'DELIVRD');

describe('delivery: a two-part Thai send through an SMSC that throttles, drops the connection and sends receipts first', () => {
  let h: Awaited<ReturnType<typeof deliveryHarness>>;
  let smsc: UnreliableSmsc;
  let staff: Session;
  let admin: Session;
  let sender: string;
  let db: DataSource;

  beforeAll(async () => {
    smsc = new UnreliableSmsc({
      ...SMSC,
      throttleEvery: 31, // about 3 %
      dropEvery: 89,
      receiptFirstEvery: 5,
      rejects,
      stat,
    });
    await smsc.start();
    h = await deliveryHarness('parts');
    db = h.api.app.get(DataSource);
    staff = await staffMember(h.api.app, h.api.http);
    admin = await registerAccount(h.api.http);
    sender = await approvedSender(h.api.http, admin, staff);
    await topUp(h.api.http, staff, admin.accountId, 10_000);
    await h.api.http
      .post('/api/channels')
      .set(staff.auth)
      .send({
        name: 'Unreliable SMSC',
        type: 'smpp',
        host: '127.0.0.1',
        port: smsc.port,
        ...SMSC,
        tps: 2_000,
        window: 10,
        accountId: admin.accountId,
      })
      .expect(201);
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await smsc.stop();
  }, 60_000);

  it('resends only the parts refused or lost, with their reference and sequence; statuses and the ledger exact', async () => {
    expect(splitParts(THAI, 'ucs2')).toHaveLength(2);
    const before = (await h.api.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;
    const created = await h.api.http
      .post('/api/broadcasts')
      .set(admin.auth)
      .send({ senderName: sender, message: THAI, recipients: mobiles(RECIPIENTS, BASE), kind: 'transactional' })
      .expect(201);
    const id = created.body.id as string;
    const done = await eventually(
      async () => {
        const res = await h.api.http.get(`/api/broadcasts/${id}`).set(admin.auth).expect(200);
        return res.body.status === 'completed' ? res.body : null;
      },
      90_000,
      300,
    );

    // What the SMSC saw, part by part.
    const byPart = new Map<string, Reception[]>();
    for (const reception of smsc.received) {
      const key = `${reception.destination}/${reception.sequence}`;
      byPart.set(key, [...(byPart.get(key) ?? []), reception]);
    }
    // The run met what it is about: throttling, dropped connections with answers lost, receipts first.
    const outcomes = smsc.received.map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'throttled').length).toBeGreaterThan(3);
    expect(outcomes.filter((o) => o === 'lost').length).toBeGreaterThan(0);
    expect(smsc.counters.drops).toBeGreaterThan(1);
    expect(smsc.counters.receiptsFirst).toBeGreaterThan(10);

    const destinations = mobiles(RECIPIENTS, BASE).map((local) => `66${local.slice(1)}`);
    const problems: string[] = [];
    const expected = new Map<string, { status: string; providerId: string | null }>();
    for (const destination of destinations) {
      for (const sequence of [1, 2]) {
        const seen = byPart.get(`${destination}/${sequence}`) ?? [];
        const where = `${destination} part ${sequence}: ${seen.map((r) => `${r.outcome}(ref ${r.reference})`).join(', ')}`;
        // Every part reached the SMSC, always as part `sequence` of 2 under one reference.
        if (!seen.length) problems.push(`${where} never received`);
        if (new Set(seen.map((r) => r.reference)).size > 1) problems.push(`${where}: resent with another reference`);
        if (seen.some((r) => r.reference === null || r.total !== 2)) problems.push(`${where}: not sent as a part of 2`);
        if (rejects(destination)) continue;
        // Taken exactly once, and never sent again after that.
        const taken = seen.filter((r) => r.outcome === 'accepted');
        if (taken.length !== 1) problems.push(`${where}: accepted ${taken.length} times`);
        else if (seen.indexOf(taken[0]) !== seen.length - 1) problems.push(`${where}: sent again after it was accepted`);
      }
      // The reference is the message's: both parts carry the same one.
      const references = new Set(
        [1, 2].flatMap((sequence) => (byPart.get(`${destination}/${sequence}`) ?? []).map((r) => r.reference)),
      );
      if (references.size > 1) problems.push(`${destination}: its parts carry references ${[...references].join(', ')}`);
      const first = (byPart.get(`${destination}/1`) ?? []).find((r) => r.outcome === 'accepted');
      expected.set(
        `+${destination}`,
        rejects(destination)
          ? { status: 'rejected', providerId: null }
          : { status: stat(destination) === 'DELIVRD' ? 'delivered' : 'undelivered', providerId: first?.id ?? null },
      );
    }
    expect(problems).toEqual([]);
    // Some message had one part taken and the other retried: the case this is about.
    const retriedAlone = destinations.filter((destination) => {
      const [one, two] = [1, 2].map((sequence) => byPart.get(`${destination}/${sequence}`) ?? []);
      return one.length !== two.length;
    });
    expect(retriedAlone.length).toBeGreaterThan(3);

    // Each message's state is its first part's receipt, its provider id that part's id.
    const rows = await db.query<
      { mobile: string; status: string; provider_message_id: string | null; refunded: boolean; credits: number }[]
    >(`SELECT mobile, status, provider_message_id, refunded, credits FROM messages WHERE broadcast_id = $1`, [id]);
    expect(rows).toHaveLength(RECIPIENTS);
    for (const row of rows) {
      const want = expected.get(row.mobile)!;
      expect({ mobile: row.mobile, status: row.status, refunded: row.refunded }).toEqual({
        mobile: row.mobile,
        status: want.status,
        refunded: want.status === 'rejected',
      });
      if (want.providerId) expect(row.provider_message_id).toBe(want.providerId);
    }
    const count = (status: string) => [...expected.values()].filter((e) => e.status === status).length;
    expect(done.counts).toEqual({
      pending: 0,
      submitted: 0,
      delivered: count('delivered'),
      undelivered: count('undelivered'),
      rejected: count('rejected'),
      expired: 0,
    });
    expect(count('rejected')).toBeGreaterThan(0);
    expect(count('undelivered')).toBeGreaterThan(0);

    // The ledger: the debit and the refunds of the rejected messages, each once.
    const charged = rows.filter((row) => !row.refunded).reduce((sum, row) => sum + row.credits, 0);
    const refunded = rows.filter((row) => row.refunded).reduce((sum, row) => sum + row.credits, 0);
    const ledger = await db.query<{ delta: number; reason: string }[]>(
      `SELECT delta::int AS delta, reason FROM credit_transactions WHERE reference = $1 ORDER BY created_at`,
      [id],
    );
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(-charged);
    expect(ledger.filter((entry) => entry.delta > 0).reduce((sum, entry) => sum + entry.delta, 0)).toBe(refunded);
    const after = (await h.api.http.get('/profile/data').set(admin.auth).expect(200)).body.creditBalance as number;
    expect(before - after).toBe(charged);
  });
});
