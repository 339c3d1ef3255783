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
  expectDocumented('delete', '/api/games/{id}', await http.delete(`/api/games/${id}`).set(auth));
};
export default calls;
