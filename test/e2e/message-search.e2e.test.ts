import { DataSource } from 'typeorm';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, type Session } from '../utils/factories.js';

/** The Logs: `q` finds messages by part of the number (in any usual writing) or of the text. */
describe('logs search (GET /api/messages?filter={"q":…})', () => {
  let t: TestApp;
  let shop: Session;
  let other: Session;
  beforeAll(async () => {
    t = await bootApp();
    shop = await registerAccount(t.http);
    other = await registerAccount(t.http);
    const rows: [Session, string, string][] = [
      [shop, '+66812345678', 'Your order 4471 is ready'],
      [shop, '+66898765432', 'สวัสดีค่ะ โปรโมชั่นสงกรานต์ ลด 50%'],
      [shop, '+66861112222', 'Songkran sale: 20% off'],
      [other, '+66812345678', 'Songkran sale for another shop'],
    ];
    for (const [session, mobile, text] of rows)
      await t.app
        .get(DataSource)
        .query(
          `INSERT INTO messages (created_at, account_id, seq, mobile, sender_name, text, encoding, parts, credits)
           VALUES (now(), $1, 0, $2, 'Engage', $3, 'gsm7', 1, 1)`,
          [session.accountId, mobile, text],
        );
  });
  afterAll(() => t.close());

  const found = async (q: string, session = shop) => {
    const res = await t.http
      .get('/api/messages')
      .query({ filter: JSON.stringify({ q }) })
      .set(session.auth)
      .expect(200);
    return (res.body as { mobile: string; text: string }[]).map((row) => row.text).sort();
  };

  it('finds by part of the text, whatever the case, Thai included, in the caller’s account only', async () => {
    expect(await found('songkran')).toEqual(['Songkran sale: 20% off']);
    expect(await found('สงกรานต์')).toEqual(['สวัสดีค่ะ โปรโมชั่นสงกรานต์ ลด 50%']);
    expect(await found('4471')).toEqual(['Your order 4471 is ready']);
    expect(await found('20%')).toEqual(['Songkran sale: 20% off']);
    expect(await found('nothing like it')).toEqual([]);
    expect(await found('Songkran', other)).toEqual(['Songkran sale for another shop']);
  });

  it('finds by part of the number, written as people write numbers', async () => {
    expect(await found('081-234')).toEqual(['Your order 4471 is ready']);
    expect(await found('0898765432')).toEqual(['สวัสดีค่ะ โปรโมชั่นสงกรานต์ ลด 50%']);
    expect(await found('+66 86 111')).toEqual(['Songkran sale: 20% off']);
    expect(await found('5432')).toEqual(['สวัสดีค่ะ โปรโมชั่นสงกรานต์ ลด 50%']);
  });

  it('answers a search with other filters and counts it', async () => {
    const res = await t.http
      .get('/api/messages')
      .query({ filter: JSON.stringify({ q: 'sale', status: 'pending' }) })
      .set(shop.auth)
      .expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.headers['content-range']).toBe('messages 0-0/1');
  });
});
