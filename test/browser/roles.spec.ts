import { addSubAccount, addUser, expect, registerBusiness, signIn, test, type Business } from './support';

// Every screen of the console, opened by address as each limited role: what the role may see
// renders, the rest says "Access denied" at once. The `problems` fixture fails the test on any
// 403 answer, so a screen that asks the API for what its role may not read fails here.

type Role = 'operator' | 'viewer' | 'client';
type Expectation = 'denied' | string;

const DENIED = 'Access denied';

/** What each screen shows when allowed: text that appears only once its data has loaded. */
const screens = (owner: Business, branchName: string): Record<string, Record<Role, Expectation>> => ({
  '/': { operator: owner.email, viewer: owner.email, client: 'Welcome, Malee' },
  '/users': { operator: owner.email, viewer: owner.email, client: 'denied' },
  '/users/create': { operator: 'denied', viewer: 'denied', client: 'denied' },
  [`/users/${owner.ownerId}`]: { operator: 'denied', viewer: 'denied', client: 'denied' },
  '/sub-accounts': { operator: 'denied', viewer: branchName, client: 'denied' },
  '/sub-accounts/create': { operator: 'denied', viewer: 'denied', client: 'denied' },
  '/account-settings': {
    operator: 'You can view these settings; only an administrator can change them.',
    viewer: 'You can view these settings; only an administrator can change them.',
    client: 'denied',
  },
  '/profile': { operator: 'Personal details', viewer: 'Personal details', client: 'Personal details' },
});

for (const role of ['operator', 'viewer', 'client'] as const) {
  test(`as ${role}, every screen opened by address shows only what the role allows`, async ({ page, request }) => {
    const owner = await registerBusiness(request);
    const branch = await addSubAccount(request, owner);
    const user = await addUser(request, owner, role);
    await signIn(page, user.email, user.password);
    await expect(page.getByText(`Welcome, Malee ${user.lastName}`)).toBeVisible();

    for (const [route, byRole] of Object.entries(screens(owner, branch.name))) {
      await page.goto(`/#${route}`);
      const expected = byRole[role];
      await expect(page.getByText(expected === 'denied' ? DENIED : expected).first(), `${route} as ${role}`).toBeVisible();
      if (expected === 'denied') await expect(page.getByRole('checkbox')).toHaveCount(0);
    }
  });
}
