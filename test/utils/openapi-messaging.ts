import type { Response } from 'supertest';
import type { TestApp } from './app.js';
import { registerAccount, staffMember } from './factories.js';

type ExpectDocumented = (method: 'get' | 'post' | 'put' | 'delete', path: string, res: Response) => void;

/**
 * Calls every route of the senders and templates modules once, for the OpenAPI test's check
 * that each answer has its documented shape (kept here so that test gains one line only).
 */
export async function exerciseSendersAndTemplates(t: TestApp, expectDocumented: ExpectDocumented): Promise<void> {
  const { http } = t;
  const owner = await registerAccount(http);
  const auth = owner.auth;
  const staff = (await staffMember(t.app, http)).auth;

  const sender = await http.post('/api/senders').set(auth).send({ name: 'DocShop' });
  expectDocumented('post', '/api/senders', sender);
  expectDocumented('post', '/api/senders', await http.post('/api/senders').set(auth).send({ name: 'docshop' }));
  expectDocumented('get', '/api/senders', await http.get('/api/senders').set(auth));
  expectDocumented('get', '/api/senders/{id}', await http.get(`/api/senders/${sender.body.id}`).set(auth));
  expectDocumented('post', '/api/senders/{id}/approve', await http.post(`/api/senders/${sender.body.id}/approve`).set(staff));
  expectDocumented('post', '/api/senders/{id}/approve', await http.post(`/api/senders/${sender.body.id}/approve`).set(staff));
  expectDocumented('get', '/api/senders/usable', await http.get('/api/senders/usable').set(auth));
  const other = await http.post('/api/senders').set(auth).send({ name: 'DocOther' });
  expectDocumented(
    'post',
    '/api/senders/{id}/reject',
    await http.post(`/api/senders/${other.body.id}/reject`).set(staff).send({ reason: 'No' }),
  );
  expectDocumented(
    'post',
    '/api/senders/{id}/reject',
    await http.post(`/api/senders/${other.body.id}/reject`).set(staff).send({ reason: 'No' }),
  );
  expectDocumented('delete', '/api/senders/{id}', await http.delete(`/api/senders/${other.body.id}`).set(auth));

  const template = { name: 'Doc', senderName: 'DocShop', message: 'Hello {{firstName}}' };
  const created = await http.post('/api/templates').set(auth).send(template);
  expectDocumented('post', '/api/templates', created);
  expectDocumented(
    'post',
    '/api/templates',
    await http
      .post('/api/templates')
      .set(auth)
      .send({ ...template, message: 'ก'.repeat(202) }),
  );
  const id = created.body.id as string;
  expectDocumented('get', '/api/templates', await http.get('/api/templates').set(auth));
  expectDocumented('get', '/api/templates/{id}', await http.get(`/api/templates/${id}`).set(auth));
  expectDocumented(
    'put',
    '/api/templates/{id}',
    await http
      .put(`/api/templates/${id}`)
      .set(auth)
      .send({ ...created.body, name: 'Docs' }),
  );
  expectDocumented('get', '/api/templates/variables', await http.get('/api/templates/variables').set(auth));
  expectDocumented('post', '/api/templates/{id}/copy', await http.post(`/api/templates/${id}/copy`).set(auth));
  expectDocumented('delete', '/api/templates/{id}', await http.delete(`/api/templates/${id}`).set(auth));
  expectDocumented('post', '/api/templates/{id}/restore', await http.post(`/api/templates/${id}/restore`).set(auth));
}
