import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';

export const PASSWORD = 'correct-horse-battery';

/** Unique per call, so tests never collide however often or in whatever order they run. */
export function unique(prefix = 'u'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/**
 * A secret one character off: the same length and alphabet, its last character changed (to one
 * it cannot already be), so it is wrong in every run.
 */
export function forgedSecret(secret: string): string {
  return `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
}

export function registration(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> & { email: string; password: string } {
  const name = unique();
  return {
    firstName: 'Somchai',
    lastName: 'Jaidee',
    email: `${name}@example.com`,
    phone: '081-234-5678',
    password: PASSWORD,
    allowOffer: false,
    termsConditions: true,
    ...overrides,
  };
}

export interface Session {
  token: string;
  refreshToken: string;
  userId: string;
  accountId: string;
  email: string;
  auth: Record<string, string>;
}

function session(body: {
  accessToken: string;
  refreshToken: string;
  userData: { id: string; accountId: string; email: string };
}): Session {
  return {
    token: body.accessToken,
    refreshToken: body.refreshToken,
    userId: body.userData.id,
    accountId: body.userData.accountId,
    email: body.userData.email,
    auth: { Authorization: `Bearer ${body.accessToken}` },
  };
}

/**
 * The token of a verified phone check of `phone` for registration, as the registration page's
 * phone step gives it (REGISTER_PHONE_OTP=required). The code itself only ever travels in the
 * SMS, which these suites have no phone to read: the check is written as verified straight
 * into the app's database, as the person typing the code would leave it (the flow itself,
 * code by SMS and all, is test/workers/otp.test.ts's). No message is sent, so no suite's
 * counts change.
 */
export async function verifiedPhoneCheck(http: TestAgent, phone: string): Promise<string> {
  const { default: pg } = await import('pg');
  const { PURPOSE_APPS } = await import('../../backend/src/modules/otp/phone-verification.service.js');
  const { normalizeThaiMobile } = await import('../../backend/src/common/validation/phone.js');
  const { loadConfig } = await import('../../backend/src/config/app-config.js');
  const app = PURPOSE_APPS.register;
  const { databaseOf } = await import('./app.js');
  const client = new pg.Client({ connectionString: databaseOf(http) });
  await client.connect();
  try {
    // The platform's registration application as the API makes it on first use (PhoneVerificationService).
    await client.query(
      `INSERT INTO accounts (name, plan, is_platform) VALUES ('Platform', 'enterprise', true) ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO otp_apps (id, account_id, name, sender_name, content, notify_secret, daily_cap_per_phone, daily_cap)
       SELECT $1, id, $2, $3, $4, $5, 10, 10000000 FROM accounts WHERE is_platform ON CONFLICT (id) DO NOTHING`,
      [app.id, app.name, loadConfig(process.env).defaultSenderName, app.content, randomBytes(24).toString('base64url')],
    );
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO otp_requests (account_id, app_id, mobile, code_hash, ref_code, status, max_fail, expires_at, verified_at)
       SELECT account_id, id, $2, repeat('0', 64), 'TEST01', 'verified', 5, now() + interval '5 minutes', now()
         FROM otp_apps WHERE id = $1
       RETURNING id`,
      [app.id, normalizeThaiMobile(phone) ?? ''],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

/** A registration body with a verified phone check of its number (`otpToken`). */
export async function verifiedRegistration(
  http: TestAgent,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { email: string; password: string }> {
  const body = registration(overrides);
  return { ...body, otpToken: await verifiedPhoneCheck(http, String(body.phone)) };
}

/** A new business: its account on Trials and its admin, signed in. */
export async function registerAccount(http: TestAgent, overrides: Record<string, unknown> = {}): Promise<Session> {
  const response = await http
    .post('/jwt/register')
    .send(await verifiedRegistration(http, overrides))
    .expect(200);
  return session(response.body);
}

export async function login(http: TestAgent, email: string, password = PASSWORD): Promise<Session> {
  const response = await http.post('/jwt/login').send({ email, password }).expect(200);
  return session(response.body);
}

/** A user of the admin's account with the given role, signed in. */
export async function userWithRole(http: TestAgent, admin: Session, role: string, accountId?: string): Promise<Session> {
  const username = unique('r');
  const created = await http
    .post('/api/users')
    .set(admin.auth)
    .send({ username, firstName: 'Role', lastName: role, email: `${username}@example.com`, role, password: PASSWORD, accountId })
    .expect(201);
  return login(http, created.body.email);
}

/**
 * A platform staff member, signed in. Staff are not registered through the API: the
 * platform account and its staff come from the seed, as in production.
 */
export async function staffMember(app: { get<T>(token: unknown): T }, http: TestAgent): Promise<Session> {
  const { DataSource } = await import('typeorm');
  const { Account } = await import('../../backend/src/modules/accounts/account.entity.js');
  const { User } = await import('../../backend/src/modules/users/user.entity.js');
  const { PasswordHasher } = await import('../../backend/src/common/auth/password-hasher.js');
  const dataSource = app.get<InstanceType<typeof DataSource>>(DataSource);
  const accounts = dataSource.getRepository(Account);
  // One platform account per database; concurrent test files may race to create it.
  await dataSource.query(
    `INSERT INTO accounts (name, plan, is_platform) VALUES ('Platform', 'enterprise', true) ON CONFLICT DO NOTHING`,
  );
  const platform = await accounts.findOneByOrFail({ isPlatform: true });
  const username = unique('staff');
  const email = `${username}@example.com`;
  await dataSource.getRepository(User).save({
    accountId: platform.id,
    username,
    email,
    firstName: 'Platform',
    lastName: 'Staff',
    fullName: 'Platform Staff',
    role: 'staff',
    passwordHash: await app.get<InstanceType<typeof PasswordHasher>>(PasswordHasher).hash(PASSWORD),
  });
  return login(http, email);
}

/** A sub-account's creation body (`POST /api/sub-accounts`), with its own admin. */
export const newSubAccount = (overrides: Record<string, unknown> = {}) => ({
  name: `Branch ${unique()}`,
  plan: 'trials',
  adminFirstName: 'Anan',
  adminLastName: 'Wongsa',
  adminEmail: `${unique('branch')}@example.com`,
  adminPassword: PASSWORD,
  ...overrides,
});
