import type TestAgent from 'supertest/lib/agent.js';
import { registerAccount, staffMember, unique, type Session } from './factories.js';
import { basicAuth } from './routes.js';

/** An approved sender name for the account of `admin`: requested by the admin, approved by staff. */
export async function approvedSender(http: TestAgent, admin: Session, staff: Session): Promise<string> {
  const name = unique('S').slice(0, 11);
  const created = await http.post('/api/senders').set(admin.auth).send({ name }).expect(201);
  await http
    .post(`/api/senders/${created.body.id}/approve`)
    .set(staff.auth)
    .expect((res) => {
      if (res.status >= 300) throw new Error(`approve answered ${res.status}: ${JSON.stringify(res.body)}`);
    });
  return name;
}

/** Credits bought for the account by staff. */
export async function topUp(
  http: TestAgent,
  staff: Session,
  accountId: string,
  credits: number,
  kind: 'standard' | 'corporate' = 'standard',
) {
  const res = await http
    .post('/api/credit-purchases')
    .set(staff.auth)
    .send({ accountId, credits, amount: credits * 0.25, kind });
  if (res.status !== 201) throw new Error(`credit purchase answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** `count` distinct valid Thai mobile numbers, in local writing (08…), from a base. */
export function mobiles(count: number, base = 810_000_000): string[] {
  return Array.from({ length: count }, (_, i) => `0${base + i}`);
}

/** What the fan-out would write for `numbers` (local writing): one-part "Hello" messages in order. */
export function helloRows(numbers: readonly string[]) {
  return numbers.map((mobile, seq) => ({
    seq,
    mobile: `+66${mobile.slice(1)}`,
    text: 'Hello',
    encoding: 'gsm7' as const,
    parts: 1,
    credits: 1,
  }));
}

/** Polls `check` until it answers a truthy value or the time runs out. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
  stepMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/** 12:00 in Bangkok (05:00 UTC), `days` from now: outside the quiet hours of marketing sends. */
export function middayIct(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(5, 0, 0, 0);
  return at.toISOString();
}

/** 23:00 in Bangkok, `days` from now: inside the quiet hours. */
export function nightIct(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(16, 0, 0, 0);
  return at.toISOString();
}

/**
 * A business that sends through the public API: an admin with an approved sender, `credits`,
 * and an API key (its Basic Authorization value).
 */
export async function businessWithApiKey(
  api: { app: { get<T>(token: unknown): T }; http: TestAgent },
  credits: number,
  keyName = 'Shop',
): Promise<{ admin: Session; sender: string; key: string }> {
  const staff = await staffMember(api.app, api.http);
  const admin = await registerAccount(api.http);
  const sender = await approvedSender(api.http, admin, staff);
  await topUp(api.http, staff, admin.accountId, credits);
  const created = await api.http.post('/api/api-keys').set(admin.auth).send({ name: keyName }).expect(201);
  return { admin, sender, key: basicAuth(created.body.key, created.body.secret) };
}
