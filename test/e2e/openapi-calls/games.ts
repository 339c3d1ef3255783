import type { OpenApiCalls } from './calls.js';

/** Every route of games, called once and checked against the OpenAPI document. */
const calls: OpenApiCalls = async ({ http, auth, expectDocumented }) => {
  const body = {
    gameName: 'Lucky wheel',
    gameType: 'wheel',
    gameStartDate: '2026-12-01T00:00:00+07:00',
    gameEndDate: '2027-01-31T23:59:59+07:00',
  };
  const created = await http.post('/api/games').set(auth).send(body);
  expectDocumented('post', '/api/games', created);
  const id = created.body.id as string;
  expectDocumented('get', '/api/games', await http.get('/api/games').set(auth));
  expectDocumented('get', '/api/games/{id}', await http.get(`/api/games/${id}`).set(auth));
  expectDocumented('put', '/api/games/{id}', await http.put(`/api/games/${id}`).set(auth).send({ wordBtn: 'SPIN' }));
  const rewards = `/api/games/${id}/rewards`;
  const reward = await http.post(rewards).set(auth).send({ reName: 'Thank you', reQty: 10, reType: 2, reChanceRate: 50 });
  expectDocumented('post', '/api/games/{id}/rewards', reward);
  expectDocumented('get', '/api/games/{id}/rewards', await http.get(rewards).set(auth));
  const rewardUrl = `${rewards}/${reward.body.id as string}`;
  expectDocumented('put', '/api/games/{id}/rewards/{rewardId}', await http.put(rewardUrl).set(auth).send({ reQty: 12 }));
  expectDocumented('delete', '/api/games/{id}/rewards/{rewardId}', await http.delete(rewardUrl).set(auth));
  // The player's side, signed out, on a game that is running.
  const running = await http
    .post('/api/games')
    .set(auth)
    .send({ ...body, gameStatus: 'active', verifyType: 'none', gameStartDate: new Date(Date.now() - 60_000).toISOString() });
  const code = running.body.gameCode as string;
  expectDocumented('get', '/api/public/games/{gameCode}', await http.get(`/api/public/games/${code}`));
  expectDocumented(
    'post',
    '/api/public/games/{gameCode}/play',
    await http.post(`/api/public/games/${code}/play`).send({ phone: '0812345678' }),
  );
  expectDocumented(
    'get',
    '/api/game-plays',
    await http
      .get('/api/game-plays')
      .query({ filter: JSON.stringify({ gameId: running.body.id }) })
      .set(auth),
  );
  expectDocumented(
    'get',
    '/api/game-plays/export',
    await http
      .get('/api/game-plays/export')
      .query({ format: 'csv', filter: JSON.stringify({ gameId: running.body.id }) })
      .set(auth),
  );
  expectDocumented('get', '/api/games/dashboard', await http.get('/api/games/dashboard').set(auth));
  expectDocumented(
    'get',
    '/api/games/{id}/dashboard',
    await http.get(`/api/games/${running.body.id as string}/dashboard`).set(auth),
  );
  const phoneGame = await http
    .post('/api/games')
    .set(auth)
    .send({ ...body, gameStatus: 'active', gameStartDate: new Date(Date.now() - 60_000).toISOString() });
  const phoneCode = phoneGame.body.gameCode as string;
  const ticket = await http.post(`/api/public/games/${phoneCode}/verify`).send({ phone: '0812345678' });
  expectDocumented('post', '/api/public/games/{gameCode}/verify', ticket);
  expectDocumented(
    'post',
    '/api/public/games/{gameCode}/verify/confirm',
    await http
      .post(`/api/public/games/${phoneCode}/verify/confirm`)
      .send({ phone: '0812345678', referenceCode: ticket.body.referenceCode, otp: '000000' }),
  );
  expectDocumented('delete', '/api/games/{id}', await http.delete(`/api/games/${id}`).set(auth));
};
export default calls;
