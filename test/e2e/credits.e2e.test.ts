import { DataSource } from 'typeorm';
import { CreditsService } from '../../backend/src/modules/credits/credits.service.js';
import { InsufficientCreditsException } from '../../backend/src/modules/credits/insufficient-credits.exception.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';
import { topUp } from '../utils/messaging.js';

describe('credits: top-ups, the ledger and the balance', () => {
  let t: TestApp;
  let staff: Session;
  let admin: Session;
  let db: DataSource;

  beforeAll(async () => {
    t = await bootApp();
    db = t.app.get(DataSource);
    staff = await staffMember(t.app, t.http);
    admin = await registerAccount(t.http);
  }, 60_000);
  afterAll(() => t.close());

  const profile = async (session: Session) => (await t.http.get('/profile/data').set(session.auth).expect(200)).body;

  it('staff top up an account: purchase, balance, ledger row and profile figures in one go', async () => {
    expect(await profile(admin)).toMatchObject({ creditBalance: 0, creditTotle: 0, creditDatePurc: null });
    const purchase = await topUp(t.http, staff, admin.accountId, 500, 'corporate');
    expect(purchase).toMatchObject({
      accountId: admin.accountId,
      credits: 500,
      kind: 'corporate',
      balanceAfter: 500,
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
    });
    await topUp(t.http, staff, admin.accountId, 250);
    const figures = await profile(admin);
    expect(figures).toMatchObject({ creditBalance: 750, creditTotle: 750 });
    expect(Date.now() - Date.parse(figures.creditDatePurc)).toBeLessThan(60_000);

    const ledger = await t.http.get('/api/credit-transactions').set(admin.auth).expect(200);
    expect(
      ledger.body.map((row: { delta: number; balanceAfter: number; reason: string }) => [
        row.delta,
        row.balanceAfter,
        row.reason,
      ]),
    ).toEqual([
      [250, 750, 'purchase'],
      [500, 500, 'purchase'],
    ]);
    expect(ledger.body[1].reference).toBe(purchase.id);
    // The account reads its invoices; others do not see them.
    const invoices = await t.http.get('/api/credit-purchases').set(admin.auth).expect(200);
    expect(invoices.body).toHaveLength(2);
    const other = await registerAccount(t.http);
    expect((await t.http.get('/api/credit-purchases').set(other.auth).expect(200)).body).toHaveLength(0);
    await t.http.get(`/api/credit-purchases/${purchase.id}`).set(other.auth).expect(404);
    await t.http.get(`/api/credit-transactions/${ledger.body[0].id}`).set(other.auth).expect(404);
  });

  it('only staff top up: an account admin or operator gets 403 and nothing changes', async () => {
    const before = (await profile(admin)).creditBalance;
    const operator = await userWithRole(t.http, admin, 'operator');
    for (const session of [admin, operator]) {
      await t.http
        .post('/api/credit-purchases')
        .set(session.auth)
        .send({ accountId: admin.accountId, credits: 10, amount: 1, kind: 'standard' })
        .expect(403);
    }
    expect((await profile(admin)).creditBalance).toBe(before);
  });

  it('refuses bad top-ups with a field error and writes no ledger row', async () => {
    const [{ n: before }] = await db.query(`SELECT count(*)::int AS n FROM credit_transactions WHERE account_id = $1`, [
      admin.accountId,
    ]);
    const good = { accountId: admin.accountId, credits: 10, amount: 1, kind: 'standard' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, credits: 0 }, 'credits'],
      [{ ...good, credits: -5 }, 'credits'],
      [{ ...good, credits: 1e12 }, 'credits'],
      [{ ...good, credits: 1.5 }, 'credits'],
      [{ ...good, credits: null }, 'credits'],
      [{ ...good, amount: -1 }, 'amount'],
      [{ ...good, amount: 1.234 }, 'amount'],
      // JavaScript writes it 1e-7: class-validator's decimal check threw on it (a 500).
      [{ ...good, amount: 1e-7 }, 'amount'],
      [{ ...good, kind: 'gold' }, 'kind'],
      [{ ...good, accountId: 'nope' }, 'accountId'],
      [{ ...good, accountId: '00000000-0000-4000-8000-000000000000' }, 'accountId'],
    ];
    for (const [body, field] of cases) {
      const res = await t.http.post('/api/credit-purchases').set(staff.auth).send(body);
      expect([field, res.status]).toEqual([field, 422]);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    const [{ n: after }] = await db.query(`SELECT count(*)::int AS n FROM credit_transactions WHERE account_id = $1`, [
      admin.accountId,
    ]);
    expect(after).toBe(before);
  });

  it('100 concurrent debits against a balance that covers 50: exactly 50 succeed, never below zero', async () => {
    const poor = await registerAccount(t.http);
    await topUp(t.http, staff, poor.accountId, 50);
    const credits = t.app.get(CreditsService);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        db.transaction((manager) => credits.debit(manager, poor.accountId, 1, { reason: 'send', reference: `race-${i}` })),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(50);
    expect(refused.every((outcome) => (outcome as PromiseRejectedResult).reason instanceof InsufficientCreditsException)).toBe(
      true,
    );
    const [row] = await db.query(
      `SELECT a.credit_balance::int AS balance, sum(t.delta)::int AS net, min(t.balance_after)::int AS lowest
         FROM accounts a JOIN credit_transactions t ON t.account_id = a.id WHERE a.id = $1 GROUP BY a.credit_balance`,
      [poor.accountId],
    );
    expect(row).toEqual({ balance: 0, net: 0, lowest: 0 });
    // The database itself refuses a negative balance, whoever writes it.
    await expect(db.query(`UPDATE accounts SET credit_balance = -1 WHERE id = $1`, [poor.accountId])).rejects.toThrow(
      /accounts_credit_balance_check/,
    );
  });

  it('lists the ledger in the order the balance changed, even when the later change began its transaction first', async () => {
    const shop = await registerAccount(t.http);
    const credits = t.app.get(CreditsService);
    const early = db.createQueryRunner();
    await early.connect();
    try {
      await early.startTransaction();
      // The transaction's now() is fixed here, before the other change is even made.
      await early.query('SELECT now()');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await db.transaction((manager) => credits.credit(manager, shop.accountId, 5, { reason: 'adjustment', reference: 'first' }));
      await credits.credit(early.manager, shop.accountId, 7, { reason: 'adjustment', reference: 'second' });
      await early.commitTransaction();
    } finally {
      await early.release();
    }
    const ledger = (await t.http.get('/api/credit-transactions').set(shop.auth).expect(200)).body;
    expect(ledger.map((row: { reference: string; balanceAfter: number }) => [row.reference, row.balanceAfter])).toEqual([
      ['second', 12],
      ['first', 5],
    ]);
  });

  it('keeps the ledger whole: the sum of deltas is the balance, each row follows the one before', async () => {
    const rows = await db.query(
      `SELECT delta::int, balance_after::int FROM credit_transactions WHERE account_id = $1 ORDER BY created_at, id`,
      [admin.accountId],
    );
    let balance = 0;
    for (const row of rows) {
      balance += row.delta;
      expect(row.balance_after).toBe(balance);
    }
    expect((await profile(admin)).creditBalance).toBe(balance);
  });
});
