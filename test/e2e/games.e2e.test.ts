import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { getQueueToken } from '@nestjs/bull';
import type { Queue } from 'bull';
import { GamePrizes } from '../../backend/src/modules/games/game-prizes.js';
import { jobIds, QUEUES, type GamePrizeJob } from '../../backend/src/queue/queues.js';
import { PublicGamesService } from '../../backend/src/modules/games/public-games.service.js';
import { bootApp, type TestApp } from '../utils/app.js';
import { registerAccount, staffMember, userWithRole, type Session } from '../utils/factories.js';
import { approvedSender, topUp } from '../utils/messaging.js';

/** A one-pixel PNG, for the game's images. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('games (/api/games): the game configuration', () => {
  let t: TestApp;
  let admin: Session;
  let other: Session;
  beforeAll(async () => {
    t = await bootApp();
    admin = await registerAccount(t.http);
    other = await registerAccount(t.http);
  }, 60_000);
  afterAll(() => t.close());

  const DAY = 86_400_000;
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const game = (fields: Record<string, unknown> = {}) => ({
    gameName: 'หมุนวงล้อรับโชค',
    gameType: 'wheel',
    gameStartDate: at(-1),
    gameEndDate: at(30),
    ...fields,
  });
  const create = (session: Session, body: Record<string, unknown>) => t.http.post('/api/games').set(session.auth).send(body);
  const image = async (session: Session) =>
    (await t.http.post('/api/images').set(session.auth).attach('file', PNG, 'logo.png').expect(201)).body.id as string;
  const list = async (filter: Record<string, unknown>, session = admin) =>
    (
      await t.http
        .get('/api/games')
        .query({ filter: JSON.stringify(filter) })
        .set(session.auth)
        .expect(200)
    ).body as { id: string; gameName: string; gameStatus: string }[];

  it("creates a game with the specification's defaults and an unguessable code of its own", async () => {
    await t.http.post('/api/games').send(game()).expect(401);
    const created = await create(admin, game({ gameName: '  หมุนวงล้อรับโชค  ' })).expect(201);
    expect(created.body).toMatchObject({
      accountId: admin.accountId,
      gameName: 'หมุนวงล้อรับโชค',
      gameType: 'wheel',
      gameStatus: 'draft',
      verifyType: 'phone',
      gameReplay: 1,
      backgroundColor: 'white',
      backgroundType: 1,
      buttonType: 1,
      scratchPercentage: 25,
      themeBackground: 'classic',
      nextPageUrl: null,
      condition: '',
      logoImg: null,
    });
    expect(created.body.gameCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const second = await create(admin, game()).expect(201);
    expect(second.body.gameCode).not.toBe(created.body.gameCode);
    expect((await t.http.get(`/api/games/${created.body.id}`).set(admin.auth).expect(200)).body).toEqual(created.body);
  });

  it('updates with the whole record sent back, keeping its code; deletes', async () => {
    const created = (await create(admin, game({ gameType: 'scratch' })).expect(201)).body;
    const updated = await t.http
      .put(`/api/games/${created.id}`)
      .set(admin.auth)
      .send({ ...created, gameCode: 'mine-now', gameStatus: 'active', scratchPercentage: 40, wheelColor: '#ff0000' })
      .expect(200);
    expect(updated.body).toMatchObject({
      gameCode: created.gameCode,
      gameStatus: 'active',
      scratchPercentage: 40,
      wheelColor: '#ff0000',
    });
    expect((await t.http.delete(`/api/games/${created.id}`).set(admin.auth).expect(200)).body).toMatchObject({ id: created.id });
    await t.http.get(`/api/games/${created.id}`).set(admin.auth).expect(404);
  });

  it('says ended once the end has passed, whatever staff set; an edit sending "ended" back changes nothing', async () => {
    const ended = (await create(admin, game({ gameStartDate: at(-10), gameEndDate: at(-1), gameStatus: 'active' })).expect(201))
      .body;
    expect(ended.gameStatus).toBe('ended');
    const edited = await t.http.put(`/api/games/${ended.id}`).set(admin.auth).send(ended).expect(200);
    expect(edited.body.gameStatus).toBe('ended');
    // Moved into the future, it is what staff set again.
    const moved = await t.http
      .put(`/api/games/${ended.id}`)
      .set(admin.auth)
      .send({ gameEndDate: at(5) })
      .expect(200);
    expect(moved.body.gameStatus).toBe('active');
    const refused = await create(admin, game({ gameStatus: 'ended' })).expect(422);
    expect(refused.body.errors).toHaveProperty('gameStatus');
  });

  it('refuses bad fields with the field named, and null for a required one on update', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ gameName: '' }, 'gameName'],
      [{ gameName: 'x'.repeat(121) }, 'gameName'],
      [{ gameType: 'slot' }, 'gameType'],
      [{ gameStartDate: 'tomorrow' }, 'gameStartDate'],
      [{ gameEndDate: at(-2) }, 'gameEndDate'],
      [{ verifyType: 'email' }, 'verifyType'],
      [{ gameReplay: 0 }, 'gameReplay'],
      [{ gameReplay: 1.5 }, 'gameReplay'],
      [{ nextPageUrl: 'javascript:alert(1)' }, 'nextPageUrl'],
      [{ backgroundColor: 'red;background:url(x)' }, 'backgroundColor'],
      [{ themeBackground: 'neon' }, 'themeBackground'],
      [{ scratchPercentage: 101 }, 'scratchPercentage'],
      [{ backgroundType: 3 }, 'backgroundType'],
      [{ logoImg: 'not-an-id' }, 'logoImg'],
    ];
    for (const [fields, field] of cases) {
      const res = await create(admin, game(fields));
      expect([JSON.stringify(fields), res.status, Object.keys(res.body.errors ?? {})]).toEqual([
        JSON.stringify(fields),
        422,
        [field],
      ]);
    }
    const row = (await create(admin, game({ nextPageUrl: 'https://shop.example.com' })).expect(201)).body;
    const res = await t.http.put(`/api/games/${row.id}`).set(admin.auth).send({ gameName: null }).expect(422);
    expect(res.body.errors).toHaveProperty('gameName');
    // The next page may be cleared; dates are checked against the stored other one.
    await t.http.put(`/api/games/${row.id}`).set(admin.auth).send({ nextPageUrl: null }).expect(200);
    const dates = await t.http
      .put(`/api/games/${row.id}`)
      .set(admin.auth)
      .send({ gameEndDate: at(-5) })
      .expect(422);
    expect(Object.keys(dates.body.errors)).toEqual(['gameEndDate']);
    await t.http.get('/api/games/not-a-uuid').set(admin.auth).expect(404);
  });

  it("takes only the account's own images, and keeps no script in the condition", async () => {
    const mine = await image(admin);
    const theirs = await image(other);
    const refused = await create(admin, game({ logoImg: mine, backgroundImg: theirs })).expect(422);
    expect(refused.body.errors).toEqual({ backgroundImg: expect.any(String) });
    const created = await create(
      admin,
      game({ logoImg: mine, condition: '<p>เงื่อนไข<script>alert(1)</script><img src=x onerror=alert(1)></p>' }),
    ).expect(201);
    expect(created.body.logoImg).toBe(mine);
    expect(created.body.condition).toContain('เงื่อนไข');
    expect(created.body.condition).not.toMatch(/script|onerror/);
  });

  it("lists with the specification's filters: search (Thai too), status (all by default), dates and type", async () => {
    const owner = await registerAccount(t.http);
    const make = async (fields: Record<string, unknown>) => (await create(owner, game(fields)).expect(201)).body.id as string;
    const wheel = await make({ gameName: 'วงล้อปีใหม่', gameStatus: 'active', gameStartDate: at(-2), gameEndDate: at(10) });
    const card = await make({
      gameName: 'ขูดบัตรสงกรานต์',
      gameType: 'scratch',
      gameStatus: 'paused',
      gameStartDate: at(20),
      gameEndDate: at(40),
    });
    const old = await make({ gameName: 'วงล้อเก่า', gameStatus: 'active', gameStartDate: at(-30), gameEndDate: at(-20) });
    const ids = async (filter: Record<string, unknown>) => (await list(filter, owner)).map((row) => row.id).sort();
    const sorted = (...values: string[]) => values.sort();

    expect(await ids({})).toEqual(sorted(wheel, card, old));
    expect(await ids({ status: 'all' })).toEqual(sorted(wheel, card, old));
    expect(await ids({ status: 'active' })).toEqual([wheel]);
    expect(await ids({ status: 'ended' })).toEqual([old]);
    expect(await ids({ status: ['paused', 'ended'] })).toEqual(sorted(card, old));
    expect(await ids({ search: 'วงล้อ' })).toEqual(sorted(wheel, old));
    expect(await ids({ gameType: 'scratch' })).toEqual([card]);
    // Running at some time between the two dates.
    expect(await ids({ startDate: at(0) })).toEqual(sorted(wheel, card));
    expect(await ids({ startDate: at(0), endDate: at(15) })).toEqual([wheel]);
    await t.http
      .get('/api/games')
      .query({ filter: JSON.stringify({ status: 'finished' }) })
      .set(owner.auth)
      .expect(400);
  });

  it("keeps each account's games to itself, and lets a viewer only read", async () => {
    const mine = await create(admin, game({ gameName: 'Private' })).expect(201);
    const url = `/api/games/${mine.body.id}`;
    await t.http.get(url).set(other.auth).expect(404);
    await t.http.put(url).set(other.auth).send({ gameName: 'Taken' }).expect(404);
    await t.http.delete(url).set(other.auth).expect(404);
    expect((await list({ search: 'Private' }, other)).length).toBe(0);

    const viewer = await userWithRole(t.http, admin, 'viewer');
    await t.http.get(url).set(viewer.auth).expect(200);
    await t.http.put(url).set(viewer.auth).send({ gameName: 'No' }).expect(403);
    await t.http.post('/api/games').set(viewer.auth).send(game()).expect(403);
    expect((await t.http.get(url).set(admin.auth).expect(200)).body.gameName).toBe('Private');
  });

  describe('rewards (/api/games/:id/rewards)', () => {
    const coupon = async (session: Session) =>
      (
        await t.http
          .post('/api/coupons')
          .set(session.auth)
          .send({ couponName: 'รางวัลเกม', startDate: at(-1), endDate: at(60), useMax: 20, status: 'draft' })
          .expect(201)
      ).body.id as string;
    const rewards = (gameId: string) => `/api/games/${gameId}/rewards`;
    const newGame = async (session = admin) => (await create(session, game()).expect(201)).body.id as string;

    it('adds a coupon reward and a thank-you, with stock in full and the defaults', async () => {
      const gameId = await newGame();
      const couponId = await coupon(admin);
      const prize = await t.http
        .post(rewards(gameId))
        .set(admin.auth)
        .send({ reName: 'ส่วนลด 50 บาท', reQty: 7, reCampaignId: couponId, reChanceRate: 12.5 })
        .expect(201);
      expect(prize.body).toMatchObject({
        reId: prize.body.id,
        gameId,
        reQty: 7,
        reBalance: 7,
        reUsed: 0,
        reType: 1,
        reCampaignId: couponId,
        reChanceRate: 12.5,
        reIsActive: true,
        reIsRedeem: false,
      });
      await t.http
        .post(rewards(gameId))
        .set(admin.auth)
        .send({ reName: 'ขอบคุณ', reQty: 100, reType: 2, reChanceRate: 50 })
        .expect(201);
      const list = await t.http.get(rewards(gameId)).set(admin.auth).expect(200);
      expect(list.body.map((row: { reName: string }) => row.reName)).toEqual(['ส่วนลด 50 บาท', 'ขอบคุณ']);
      expect(list.headers['content-range']).toBe('game-rewards 0-1/2');
    });

    it('refuses active odds past 100 on reChanceRate, exactly 100 taken; an inactive reward counts nothing', async () => {
      const gameId = await newGame();
      const add = (reChanceRate: number, fields: Record<string, unknown> = {}) =>
        t.http
          .post(rewards(gameId))
          .set(admin.auth)
          .send({ reName: 'A', reQty: 1, reType: 2, reChanceRate, ...fields });
      const first = (await add(33.33).expect(201)).body;
      await add(33.33).expect(201);
      const over = await add(33.35).expect(422);
      expect(Object.keys(over.body.errors)).toEqual(['reChanceRate']);
      await add(33.34).expect(201);
      await add(40, { reIsActive: false }).expect(201);
      // Raising one past the rest's share is refused too, lowering it is taken.
      await t.http
        .put(`${rewards(gameId)}/${first.id}`)
        .set(admin.auth)
        .send({ reChanceRate: 34 })
        .expect(422);
      await t.http
        .put(`${rewards(gameId)}/${first.id}`)
        .set(admin.auth)
        .send({ reChanceRate: 10 })
        .expect(200);
      for (const bad of [-1, 100.01, 1.234, '5']) {
        const res = await add(bad as number).expect(422);
        expect(Object.keys(res.body.errors)).toEqual(['reChanceRate']);
      }
    });

    it('checks every add of a race against the others: concurrent rewards never pass 100', async () => {
      const gameId = await newGame();
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.http.post(rewards(gameId)).set(admin.auth).send({ reName: 'R', reQty: 1, reType: 2, reChanceRate: 30 }),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    });

    it("names the field of each bad value: a coupon reward's coupon, the account's own coupon and image, dates", async () => {
      const gameId = await newGame();
      const theirs = await coupon(other);
      const cases: [Record<string, unknown>, string][] = [
        [{ reCampaignId: null }, 'reCampaignId'],
        [{ reCampaignId: theirs }, 'reCampaignId'],
        [{ reType: 3 }, 'reType'],
        [{ reQty: -1 }, 'reQty'],
        [{ reName: '' }, 'reName'],
        [{ startDate: at(5), endDate: at(1) }, 'endDate'],
        [{ backgroundColor: 'url(x)' }, 'backgroundColor'],
        [{ imageDisplay: await image(other) }, 'imageDisplay'],
      ];
      for (const [fields, field] of cases) {
        const res = await t.http
          .post(rewards(gameId))
          .set(admin.auth)
          .send({ reName: 'A', reQty: 1, reChanceRate: 1, reCampaignId: await coupon(admin), ...fields });
        expect([JSON.stringify(fields), res.status, Object.keys(res.body.errors ?? {})]).toEqual([
          JSON.stringify(fields),
          422,
          [field],
        ]);
      }
    });

    it("changes the stock with what was won kept, and refuses one below it; another account's game or reward is 404", async () => {
      const gameId = await newGame();
      const reward = (
        await t.http.post(rewards(gameId)).set(admin.auth).send({ reName: 'A', reQty: 5, reType: 2, reChanceRate: 5 }).expect(201)
      ).body;
      const url = `${rewards(gameId)}/${reward.id}`;
      // The whole record sent back, read-only counts included, changes only what was edited.
      const more = await t.http
        .put(url)
        .set(admin.auth)
        .send({ ...reward, reQty: 9, reBalance: 0, reUsed: 3 })
        .expect(200);
      expect(more.body).toMatchObject({ reQty: 9, reBalance: 9, reUsed: 0 });
      await t.http.put(url).set(admin.auth).send({ reQty: -1 }).expect(422);

      await t.http.get(rewards(gameId)).set(other.auth).expect(404);
      await t.http.post(rewards(gameId)).set(other.auth).send({ reName: 'X', reQty: 1, reType: 2, reChanceRate: 1 }).expect(404);
      await t.http.put(url).set(other.auth).send({ reName: 'X' }).expect(404);
      await t.http.delete(url).set(other.auth).expect(404);
      // A reward is reached through its own game only.
      const elsewhere = await newGame();
      await t.http
        .put(`${rewards(elsewhere)}/${reward.id}`)
        .set(admin.auth)
        .send({ reName: 'X' })
        .expect(404);
      expect((await t.http.delete(url).set(admin.auth).expect(200)).body.id).toBe(reward.id);
      expect((await t.http.get(rewards(gameId)).set(admin.auth).expect(200)).body).toEqual([]);
    });
  });

  describe('playing (/api/public/games/:gameCode)', () => {
    const publish = async (fields: Record<string, unknown> = {}) =>
      (await create(admin, game({ gameStatus: 'active', verifyType: 'none', ...fields })).expect(201)).body as {
        id: string;
        gameCode: string;
      };
    const reward = (gameId: string, fields: Record<string, unknown>) =>
      t.http
        .post(`/api/games/${gameId}/rewards`)
        .set(admin.auth)
        .send({ reName: 'ขอบคุณ', reQty: 1, reType: 2, reChanceRate: 100, ...fields })
        .expect(201);
    const play = (gameCode: string, body: Record<string, unknown>, language = 'en') =>
      t.http.post(`/api/public/games/${gameCode}/play`).set('Accept-Language', language).send(body);
    const phone = (n: number) => `08${String(10_000_000 + n).slice(-8)}`;

    it('shows the page its look and its active rewards with their odds, and nothing of a draft', async () => {
      const { id, gameCode } = await publish({ wheelColor: '#00ff00' });
      await reward(id, { reName: 'ส่วนลด', reChanceRate: 25, backgroundColor: '#ff0000' });
      await reward(id, { reName: 'ปิดอยู่', reChanceRate: 10, reIsActive: false });
      const page = await t.http.get(`/api/public/games/${gameCode}`).expect(200);
      expect(page.body).toMatchObject({ gameType: 'wheel', gameStatus: 'active', verifyType: 'none', wheelColor: '#00ff00' });
      expect(page.body.rewards).toEqual([
        { reId: expect.any(String), reName: 'ส่วนลด', reChanceRate: 25, backgroundColor: '#ff0000', imageDisplay: null },
      ]);
      expect(page.body).not.toHaveProperty('accountId');
      const draft = (await create(admin, game()).expect(201)).body;
      await t.http.get(`/api/public/games/${draft.gameCode}`).expect(404);
      await play(draft.gameCode, { phone: phone(1) }).expect(404);
      await t.http.get('/api/public/games/nosuchgame12').expect(404);
      await t.http.get('/api/public/games/..%2F..%2Fetc').expect(404);
    });

    it('gives out exactly the stock when 1,000 phones play at once: 7 won, 993 no prize, every play recorded', async () => {
      const { id, gameCode } = await publish();
      const prize = (await reward(id, { reName: 'รางวัลใหญ่', reQty: 7 })).body;
      const service = t.app.get(PublicGamesService);
      const results = await Promise.all(
        Array.from({ length: 1000 }, (_, n) => service.play(gameCode, { phone: phone(n) }, '127.0.0.1', 'th')),
      );
      const count = (result: string) => results.filter((answer) => answer.result === result).length;
      expect([count('won'), count('no_prize')]).toEqual([7, 993]);
      expect(results.filter((answer) => answer.result === 'won').every((answer) => answer.reward?.reId === prize.id)).toBe(true);
      const [after] = (await t.http.get(`/api/games/${id}/rewards`).set(admin.auth).expect(200)).body;
      expect(after).toMatchObject({ reQty: 7, reBalance: 0, reUsed: 7 });
      // Every player is now a person of the account, carrying the game's tag.
      const [{ people }] = await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS people FROM person_tags pt JOIN games g ON g.tag_id = pt.tag_id WHERE g.id = $1`, [id]);
      expect(people).toBe(1000);
      const [{ plays, won }] = await t.app
        .get(DataSource)
        .query(
          `SELECT count(*)::int AS plays, count(*) FILTER (WHERE result = 'won')::int AS won FROM game_plays WHERE game_id = $1`,
          [id],
        );
      expect([plays, won]).toEqual([1000, 7]);
      // Its stock taken, the reward may no longer be lowered below what was won, nor deleted: it is switched off.
      await t.http.put(`/api/games/${id}/rewards/${prize.id}`).set(admin.auth).send({ reQty: 6 }).expect(422);
      const kept = await t.http.delete(`/api/games/${id}/rewards/${prize.id}`).set(admin.auth).expect(422);
      expect(kept.body.errors).toEqual({ reIsActive: 'validation.rewardWonSwitchOff' });
    }, 60_000);

    it('answers won with the reward, the game and the rewards shown, records the draw, and says why a play is refused', async () => {
      const { id, gameCode } = await publish({ gameReplay: 2, nextPageUrl: 'https://shop.example/thanks' });
      const prize = (await reward(id, { reName: 'กาแฟฟรี', reQty: 5, backgroundColor: '#ffcc00' })).body;
      await reward(id, { reName: 'ปิดอยู่', reChanceRate: 0, reIsActive: false });
      const first = await play(gameCode, { phone: '081-234-5678' }, 'th').expect(200);
      const shown = {
        gameDetail: {
          gameName: 'หมุนวงล้อรับโชค',
          gameType: 'wheel',
          gameStatus: 'active',
          nextPageUrl: 'https://shop.example/thanks',
        },
        rewards: [{ reId: prize.id, reName: 'กาแฟฟรี', imageDisplay: null, backgroundColor: '#ffcc00', reChanceRate: 100 }],
      };
      expect(first.body).toEqual({
        result: 'won',
        reward: { reId: prize.id, reName: 'กาแฟฟรี' },
        messageType: 'success',
        messageError: expect.any(String),
        isStopWheel: true,
        couponUrl: null,
        transactionId: expect.any(String),
        ...shown,
      });
      expect(first.body.messageError).toMatch(/รางวัล/);
      const [row] = await t.app
        .get(DataSource)
        .query(`SELECT mobile, draw, result, reward_id, client_address FROM game_plays WHERE id = $1`, [
          first.body.transactionId,
        ]);
      expect(row).toMatchObject({ mobile: '+66812345678', result: 'won', reward_id: prize.id });
      expect(row.draw).toBeGreaterThanOrEqual(0);
      expect(row.client_address).toBeTruthy();
      // The replay rule: two plays a day for one phone, however it is written.
      await play(gameCode, { phone: '+66812345678' }).expect(200);
      const third = await play(gameCode, { phone: '0812345678' }).expect(200);
      expect(third.body).toMatchObject({
        result: 'replay_limit',
        transactionId: null,
        reward: null,
        messageType: 'error',
        isStopWheel: false,
        ...shown,
      });
      await play(gameCode, { phone: '12345' }).expect(422);
      await play(gameCode, {}).expect(422);
    });

    it('plays no prize from a reward out of stock or outside its dates, and none from an odds band left empty', async () => {
      const { id, gameCode } = await publish();
      await reward(id, { reName: 'หมดแล้ว', reQty: 0, reChanceRate: 50 });
      await reward(id, { reName: 'ยังไม่ถึงเวลา', reQty: 10, reChanceRate: 50, startDate: at(1), endDate: at(2) });
      for (let n = 0; n < 20; n++)
        expect((await play(gameCode, { phone: phone(5000 + n) }).expect(200)).body.result).toBe('no_prize');
    });

    it('gives a coupon prize one of its codes with its page, and the SMS through the send path once; a blacklisted winner gets none', async () => {
      const staff = await staffMember(t.app, t.http);
      const sender = await approvedSender(t.http, admin, staff);
      await topUp(t.http, staff, admin.accountId, 100);
      const coupon = (
        await t.http
          .post('/api/coupons')
          .set(admin.auth)
          .send({
            couponName: 'ส่วนลดจากเกม',
            startDate: at(-1),
            endDate: at(60),
            useMax: 2,
            status: 'active',
            senderName: sender,
            message: 'ยินดีด้วย รหัส {{couponCode}} ใช้ที่ {{couponLink}}',
          })
          .expect(201)
      ).body as { id: string };
      const { id, gameCode } = await publish({ gameName: 'เกมคูปอง', gameReplay: 5 });
      const prize = (await reward(id, { reName: 'คูปองส่วนลด', reType: 1, reCampaignId: coupon.id, reQty: 3 })).body;
      const db = t.app.get(DataSource);

      const won = await play(gameCode, { phone: '0891110001' }, 'th').expect(200);
      expect(won.body).toMatchObject({ result: 'won', reward: { reId: prize.id } });
      const token = /\/c\/([A-Za-z0-9]{12})$/.exec(won.body.couponUrl)?.[1];
      expect(token).toBeDefined();
      const [code] = await db.query(`SELECT id, code, status, mobile, broadcast_id FROM coupon_codes WHERE token = $1`, [token]);
      expect(code).toMatchObject({ status: 'issued', mobile: '+66891110001', broadcast_id: null });
      // The page of the code answers, signed out.
      expect((await t.http.get(`/api/public/coupons/${token}`).expect(200)).body).toMatchObject({
        code: code.code,
        state: 'usable',
      });
      // The play leaves the SMS owed and queues its job for the worker, by the play's id.
      const prizeOf = async (playId: string) =>
        (
          await db.query(`SELECT coupon_code_id, prize_sms, prize_broadcast_id FROM game_plays WHERE id = $1`, [playId])
        )[0] as { coupon_code_id: string; prize_sms: string; prize_broadcast_id: string | null };
      expect(await prizeOf(won.body.transactionId)).toMatchObject({ coupon_code_id: code.id, prize_sms: 'pending' });
      const queue = t.app.get<Queue<GamePrizeJob>>(getQueueToken(QUEUES.gamePrize));
      const job = await queue.getJob(jobIds.gamePrize(won.body.transactionId));
      expect(job?.data).toEqual({ playId: won.body.transactionId });
      // What the worker does with it.
      const prizes = t.app.get(GamePrizes);
      expect(await prizes.send(job!.data.playId)).toBe('sent');
      const play1 = await prizeOf(won.body.transactionId);
      expect(play1).toMatchObject({ coupon_code_id: code.id, prize_sms: 'sent' });
      const messages = await db.query(`SELECT mobile, text FROM messages WHERE broadcast_id = $1`, [play1.prize_broadcast_id]);
      expect(messages).toEqual([{ mobile: '+66891110001', text: `ยินดีด้วย รหัส ${code.code} ใช้ที่ ${won.body.couponUrl}` }]);
      const [send] = await db.query(`SELECT kind, sender_name, description FROM broadcasts WHERE id = $1`, [
        play1.prize_broadcast_id,
      ]);
      expect(send).toMatchObject({ kind: 'transactional', sender_name: sender, description: 'เกมคูปอง' });
      // Sent once, however often the send runs again (the sweep after a crash), even at once.
      expect(await prizes.send(won.body.transactionId)).toBeNull();
      const sendsOfGame = async () =>
        (
          await db.query(`SELECT count(*)::int AS sends FROM broadcasts WHERE account_id = $1 AND description = 'เกมคูปอง'`, [
            admin.accountId,
          ])
        )[0].sends;
      expect(await sendsOfGame()).toBe(1);
      await db.query(`UPDATE game_plays SET prize_sms = 'pending' WHERE id = $1`, [won.body.transactionId]);
      const twice = await Promise.all([prizes.send(won.body.transactionId), prizes.send(won.body.transactionId)]);
      expect(twice.sort()).toEqual(['sent', null].sort());
      expect(await sendsOfGame()).toBe(2);
      // Owed for over a minute (its API process died after the play): the worker's sweep sends it.
      await db.query(`UPDATE game_plays SET prize_sms = 'pending', created_at = now() - interval '2 minutes' WHERE id = $1`, [
        won.body.transactionId,
      ]);
      expect(await prizes.sweep()).toBe(1);
      expect(await sendsOfGame()).toBe(3);

      // A blacklisted player wins and sees the code, but gets no SMS.
      await t.http.post('/api/blacklist').set(admin.auth).send({ mobile: '0891110002' }).expect(201);
      const quiet = await play(gameCode, { phone: '0891110002' }).expect(200);
      expect(quiet.body.couponUrl).toMatch(/\/c\/[A-Za-z0-9]{12}$/);
      expect(await prizes.send(quiet.body.transactionId)).toBe('blacklisted');
      expect(await prizeOf(quiet.body.transactionId)).toMatchObject({ prize_sms: 'blacklisted', prize_broadcast_id: null });

      // The report: the code given and, once redeemed, when; filtered by that date; exported in the reader's language.
      const redeemed = await t.http.post('/api/redemptions').set(admin.auth).send({ code: code.code }).expect(200);
      expect(redeemed.body.result).toBe('redeemed');
      const report = (filter: Record<string, unknown>) =>
        t.http
          .get('/api/game-plays')
          .query({ filter: JSON.stringify({ gameId: id, ...filter }) })
          .set(admin.auth)
          .expect(200);
      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      const [row] = (await report({ redeem_date_gte: today })).body;
      expect(row).toMatchObject({
        id: won.body.transactionId,
        couponCode: code.code,
        redeemedAt: expect.any(String),
        reName: 'คูปองส่วนลด',
      });
      expect(row).not.toHaveProperty('idempotencyKey');
      expect((await report({ redeem_date_lte: '2020-01-01' })).body).toEqual([]);
      const csv = await t.http
        .get('/api/game-plays/export')
        .query({ format: 'csv', filter: JSON.stringify({ gameId: id }) })
        .set(admin.auth)
        .set('Accept-Language', 'th')
        .expect(200);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const thai = (
        JSON.parse(readFileSync('locales/th/games.json', 'utf8')) as {
          resources: { 'game-plays': { fields: Record<string, string>; results: Record<string, string> } };
        }
      ).resources['game-plays'];
      expect(lines[0]).toBe(
        ['createdAt', 'mobile', 'result', 'reName', 'couponCode', 'redeemedAt'].map((key) => thai.fields[key]).join(','),
      );
      // A phone number is text a spreadsheet must not read as a formula: written after a quote.
      expect(lines).toHaveLength(3);
      expect(lines.find((line) => line.includes(code.code))).toMatch(
        new RegExp(
          `^25\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d \\+07:00,'\\+66891110001,${thai.results.won},คูปองส่วนลด,${code.code},25\\d\\d-`,
        ),
      );

      // The coupon's two codes given, the third winner gets no prize and the stock goes back.
      const none = await play(gameCode, { phone: '0891110003' }).expect(200);
      expect(none.body).toMatchObject({ result: 'no_prize', reward: null, couponUrl: null });
      const [after] = (await t.http.get(`/api/games/${id}/rewards`).set(admin.auth).expect(200)).body;
      expect(after).toMatchObject({ reQty: 3, reBalance: 1, reUsed: 2 });
    });

    it("keeps the dashboards' figures with each play: a game's plays, players and prizes per day, and the account's totals", async () => {
      const shop = await registerAccount(t.http);
      const make = async (fields: Record<string, unknown>) =>
        (await create(shop, game({ verifyType: 'none', ...fields })).expect(201)).body as { id: string; gameCode: string };
      const { id, gameCode } = await make({ gameStatus: 'active', gameReplay: 2, gameStartDate: at(-3) });
      await make({ gameStatus: 'paused' });
      await make({ gameStatus: 'active', gameStartDate: at(-10), gameEndDate: at(-1) });
      await make({});
      const prize = (
        await t.http
          .post(`/api/games/${id}/rewards`)
          .set(shop.auth)
          .send({ reName: 'ของรางวัล', reQty: 2, reType: 2, reChanceRate: 100 })
          .expect(201)
      ).body;
      // A phone that played yesterday is no new player today.
      const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
      await t.app
        .get(DataSource)
        .query(`INSERT INTO game_play_days (game_id, mobile, day, plays) VALUES ($1, '+66871110003', $2, 1)`, [id, yesterday]);
      // Three phones, one of them twice: 4 plays, 2 new players, 2 prizes (the stock).
      for (const mobile of ['0871110001', '0871110002', '0871110003', '0871110001'])
        await play(gameCode, { phone: mobile }).expect(200);

      const detail = (await t.http.get(`/api/games/${id}/dashboard`).set(shop.auth).expect(200)).body;
      expect(detail).toMatchObject({
        id,
        name: 'หมุนวงล้อรับโชค',
        game_status: 'active',
        game_replay: 2,
        game_verify: 'none',
        reward_qty_out: 2,
        reward_qty: 2,
        rewardOutGraph: [{ reId: prize.id, reName: 'ของรางวัล', reQty: 2, reUsed: 2, reBalance: 0 }],
        total: { plays: 4, players: 2, prizes: 2 },
      });
      // Every day from the first to today, the days without plays as zeros.
      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      expect(detail.rewardPerDayGraph).toHaveLength(4);
      expect(detail.rewardPerDayGraph.at(-1)).toEqual({ day: today, plays: 4, players: 2, prizes: 2 });
      expect(detail.rewardPerDayGraph[0]).toMatchObject({ plays: 0, players: 0, prizes: 0 });

      // Earlier days in the rollup: 3 new players 10 days ago, 5 forty days ago.
      const daysAgo = (days: number) => new Date(Date.now() + 7 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
      await t.app.get(DataSource).query(
        `INSERT INTO game_stats (game_id, day, slot, account_id, plays, players, prizes)
         VALUES ($1, $3, 0, $2, 3, 3, 0), ($1, $4, 0, $2, 5, 5, 0)`,
        [id, shop.accountId, daysAgo(10), daysAgo(40)],
      );
      expect((await t.http.get('/api/games/dashboard').set(shop.auth).expect(200)).body).toEqual({
        totalGame: 4,
        totalActive: 1,
        totalPause: 1,
        totalExpired: 1,
        totalPlayer: 10,
        totalReward: 2,
        totalPlay: 12,
        playerDetail: { today: 2, last7Days: 2, last30Days: 5 },
      });
      // Another account sees none of it.
      await t.http.get(`/api/games/${id}/dashboard`).set(other.auth).expect(404);
      expect((await t.http.get('/api/games/dashboard').set(other.auth).expect(200)).body).toMatchObject({ totalPlayer: 0 });
    });

    it('answers a play repeated with its Idempotency-Key as decided the first time, even at once, and plays nothing more', async () => {
      const { id, gameCode } = await publish({ gameReplay: 3 });
      await reward(id, { reName: 'ของขวัญ', reQty: 10 });
      const keyed = (key: string, mobile = '0851110001') =>
        t.http.post(`/api/public/games/${gameCode}/play`).set('Idempotency-Key', key).send({ phone: mobile });
      const first = (await keyed('page-1').expect(200)).body;
      expect(first).toMatchObject({ result: 'won', reward: { reName: 'ของขวัญ' } });
      expect((await keyed('page-1').expect(200)).body).toEqual(first);
      // Five repeats at once of a new key: one play.
      const burst = await Promise.all(Array.from({ length: 5 }, () => keyed('page-2')));
      expect(new Set(burst.map((res) => res.body.transactionId)).size).toBe(1);
      // Another phone may use the same key; a malformed key is refused on the header.
      expect((await keyed('page-1', '0851110002').expect(200)).body.transactionId).not.toBe(first.transactionId);
      await keyed('two words').expect(422);
      const [{ plays }] = await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS plays FROM game_plays WHERE game_id = $1`, [id]);
      expect(plays).toBe(3);
      // The third keyed play of the phone is its last of the day: the replay rule counted two.
      expect((await keyed('page-3').expect(200)).body.result).toBe('won');
      expect((await keyed('page-4').expect(200)).body.result).toBe('replay_limit');
    });

    it('counts the replay rule by the ICT day: at the limit until midnight in Bangkok, then the phone plays again', async () => {
      const { id, gameCode } = await publish({
        gameStartDate: '2026-01-01T00:00:00+07:00',
        gameEndDate: '2031-01-01T00:00:00+07:00',
      });
      await reward(id, { reName: 'ของขวัญ', reQty: 10, reChanceRate: 0 });
      const service = t.app.get(PublicGamesService);
      const at = (instant: string) => service.play(gameCode, { phone: '0841110001' }, null, 'en', null, new Date(instant));
      expect((await at('2030-03-01T23:59:58+07:00')).result).toBe('no_prize');
      expect((await at('2030-03-01T23:59:59+07:00')).result).toBe('replay_limit');
      // 17:00 UTC is midnight in Bangkok: a new day, whatever the UTC date says.
      expect((await at('2030-03-01T17:00:00Z')).result).toBe('no_prize');
      expect((await at('2030-03-02T16:59:59Z')).result).toBe('replay_limit');
    });

    it('makes a player a person of the account tagged with the game, once however often they play', async () => {
      const { id, gameCode } = await publish({ gameName: 'วงล้อหน้าร้อน', gameReplay: 3 });
      const tagId = (await t.http.get(`/api/games/${id}`).set(admin.auth).expect(200)).body.tagId as string;
      const tag = (await t.http.get(`/api/tags/${tagId}`).set(admin.auth).expect(200)).body;
      expect(tag.name).toBe('Game: วงล้อหน้าร้อน');
      for (let n = 0; n < 3; n++) await play(gameCode, { phone: '0861112222' }).expect(200);
      const people = await t.http
        .get('/api/people')
        .query({ filter: JSON.stringify({ tagId }) })
        .set(admin.auth)
        .expect(200);
      expect(people.body.map((person: { mobile: string }) => person.mobile)).toEqual(['+66861112222']);
      // A second game of the same name shares the tag; another account's players stay its own.
      const twin = (await create(admin, game({ gameName: 'วงล้อหน้าร้อน' })).expect(201)).body;
      expect(twin.tagId).toBe(tagId);
      const theirs = await t.http
        .get('/api/people')
        .query({ filter: JSON.stringify({ tagId }) })
        .set(other.auth)
        .expect(200);
      expect(theirs.body).toEqual([]);
    });

    it('refuses a paused, a not yet started and an ended game, and a phone game without its OTP', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ gameStatus: 'paused' }, 'paused'],
        [{ gameStartDate: at(1), gameEndDate: at(2) }, 'not_started'],
        [{ gameStartDate: at(-2), gameEndDate: at(-1) }, 'ended'],
        [{ verifyType: 'phone' }, 'not_verified'],
      ];
      for (const [fields, result] of cases) {
        const { gameCode } = await publish(fields);
        const res = await play(gameCode, { phone: phone(9000) }).expect(200);
        expect([result, res.body.result, res.body.transactionId]).toEqual([result, result, null]);
        // The game's status as the play found it (a paused game is paused, not "active").
        expect(res.body.gameDetail.gameStatus).toBe(result === 'not_verified' ? 'active' : result);
      }
    });
    it("lists a game's plays for its report table, newest first, with the reward each won; another account sees none", async () => {
      const { id, gameCode } = await publish();
      const prize = (await reward(id, { reName: 'แก้วน้ำ', reQty: 1 })).body;
      const first = (await play(gameCode, { phone: phone(7001) }).expect(200)).body;
      const second = (await play(gameCode, { phone: phone(7002) }).expect(200)).body;
      const list = async (filter: Record<string, unknown>, session = admin) =>
        (
          await t.http
            .get('/api/game-plays')
            .query({ filter: JSON.stringify({ gameId: id, ...filter }) })
            .set(session.auth)
            .expect(200)
        ).body as {
          id: string;
          result: string;
          reName: string | null;
          rewardId: string | null;
          mobile: string;
        }[];
      const all = await list({});
      expect(all.map((row) => row.id)).toEqual([second.transactionId, first.transactionId]);
      expect(all.find((row) => row.result === 'won')).toMatchObject({
        reName: 'แก้วน้ำ',
        rewardId: prize.id,
        id: first.transactionId,
      });
      expect((await list({ status: 'no_prize' })).map((row) => row.id)).toEqual([second.transactionId]);
      // The number as people type it (08…, with dashes), as kept (+668…), or a piece of it.
      const kept = '+668' + phone(7002).slice(2);
      for (const name of [phone(7002), `${phone(7002).slice(0, 3)}-${phone(7002).slice(3)}`, kept, phone(7002).slice(-4)])
        expect((await list({ name })).map((row) => row.mobile)).toEqual([kept]);
      expect(await list({ name: 'ไม่ใช่เบอร์' })).toEqual([]);
      expect(await list({ play_date_gte: at(1) })).toEqual([]);
      expect(await list({}, other)).toEqual([]);
    });

    it("sends a phone game's codes from the account's own OTP application, its sender and text, charged to the account", async () => {
      const staff = await staffMember(t.app, t.http);
      const shop = await registerAccount(t.http);
      const sender = await approvedSender(t.http, shop, staff);
      await topUp(t.http, staff, shop.accountId, 10);
      const app = (
        await t.http
          .post('/api/otp-apps')
          .set(shop.auth)
          .send({ name: 'Game codes', sender, content: 'รหัสเล่นเกม {otp} (อ้างอิง {ref})' })
          .expect(201)
      ).body as { id: string };
      // Only an application of the account.
      const foreign = await t.http
        .post('/api/games')
        .set(admin.auth)
        .send(game({ otpAppId: app.id }))
        .expect(422);
      expect(foreign.body.errors).toEqual({ otpAppId: 'validation.unknownOtpApp' });
      const { id, gameCode } = (
        await t.http
          .post('/api/games')
          .set(shop.auth)
          .send(game({ gameStatus: 'active', verifyType: 'phone', otpAppId: app.id }))
          .expect(201)
      ).body as { id: string; gameCode: string };
      await t.http
        .post(`/api/games/${id}/rewards`)
        .set(shop.auth)
        .send({ reName: 'ของขวัญ', reQty: 1, reType: 2, reChanceRate: 100 })
        .expect(201);
      const db = t.app.get(DataSource);
      const balance = async () => (await t.http.get('/profile/data').set(shop.auth).expect(200)).body.creditBalance as number;
      const before = await balance();

      const ticket = (await t.http.post(`/api/public/games/${gameCode}/verify`).send({ phone: '0861112222' }).expect(200)).body;
      const [request] = await db.query(
        `SELECT r.app_id, m.sender_name, m.text FROM otp_requests r JOIN messages m ON m.id = r.message_id WHERE r.id = $1`,
        [ticket.referenceCode],
      );
      expect(request).toMatchObject({ app_id: app.id, sender_name: sender });
      // The message as kept: the app's text, the code itself masked (it travels only in the SMS).
      expect(request.text).toMatch(/^รหัสเล่นเกม •+ \(อ้างอิง \w+\)$/);
      expect(await balance()).toBeLessThan(before);
      // Checked by the account's application: a wrong code fails there; typed right (marked so here), it plays.
      const confirm = () =>
        t.http
          .post(`/api/public/games/${gameCode}/verify/confirm`)
          .send({ phone: '0861112222', referenceCode: ticket.referenceCode, otp: '000000' })
          .expect(200);
      expect((await confirm()).body).toEqual({ result: 'Verify Fail', playToken: null });
      await db.query(`UPDATE otp_requests SET status = 'verified', verified_at = now() WHERE id = $1`, [ticket.referenceCode]);
      const confirmed = await confirm();
      expect(confirmed.body).toMatchObject({ playToken: expect.any(String) });
      expect((await play(gameCode, { playToken: confirmed.body.playToken }).expect(200)).body.result).toBe('won');
    });

    it('checks the phone of a phone game by OTP, then plays with the token it gives, for that game only', async () => {
      const { id, gameCode } = await publish({ verifyType: 'phone' });
      await reward(id, { reName: 'ของขวัญ', reQty: 3 });
      const verify = (body: Record<string, unknown>, code = gameCode) =>
        t.http.post(`/api/public/games/${code}/verify`).send(body);
      const confirm = (body: Record<string, unknown>) => t.http.post(`/api/public/games/${gameCode}/verify/confirm`).send(body);
      expect((await verify({ phone: '12345' }).expect(422)).body.errors).toHaveProperty('phone');
      const none = await publish();
      await verify({ phone: '0812345678' }, none.gameCode).expect(404);

      const ticket = (await verify({ phone: '081-234-5678' }).expect(200)).body;
      expect(ticket).toMatchObject({ referenceCode: expect.any(String), refCode: expect.any(String) });
      const wrong = await confirm({ phone: '0812345678', referenceCode: ticket.referenceCode, otp: '000000' }).expect(200);
      expect(wrong.body).toEqual({ result: 'Verify Fail', playToken: null });
      // The code itself travels only in the SMS: the check is marked verified as typing it would.
      await t.app
        .get(DataSource)
        .query(`UPDATE otp_requests SET status = 'verified', verified_at = now() WHERE id = $1`, [ticket.referenceCode]);
      const confirmed = await confirm({ phone: '0812345678', referenceCode: ticket.referenceCode, otp: '000000' }).expect(200);
      expect(confirmed.body.playToken).toEqual(expect.any(String));
      // A check gives one token.
      await confirm({ phone: '0812345678', referenceCode: ticket.referenceCode, otp: '000000' }).expect(422);

      expect((await play(gameCode, { playToken: confirmed.body.playToken }).expect(200)).body.result).toBe('won');
      const [row] = await t.app.get(DataSource).query(`SELECT mobile FROM game_plays WHERE game_id = $1`, [id]);
      expect(row.mobile).toBe('+66812345678');
      // Its token plays no other game, and a phone alone plays no phone game.
      const other = await publish({ verifyType: 'phone' });
      expect((await play(other.gameCode, { playToken: confirmed.body.playToken }).expect(200)).body.result).toBe('not_verified');
      expect((await play(gameCode, { phone: '0812345678' }).expect(200)).body.result).toBe('not_verified');
      const forged = `${confirmed.body.playToken.slice(0, -4)}AAAA`;
      expect((await play(gameCode, { playToken: forged }).expect(200)).body.result).toBe('not_verified');
    });
  });
});
