import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import Dashboard from '@/dashboard/Dashboard';
import { i18nProvider } from '@/i18n/i18nProvider';
import { SINGLETON_ID } from '@/providers/dataProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, fakeUserData } from '@/test/fakes';
import type { Profile } from '@/types';
import ProfilePage from './ProfilePage';

// As the data provider answers the singleton (its id is the route's, not the user's).
const profile: Profile = {
  id: SINGLETON_ID,
  username: 'somchai',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  fullName: 'Somchai Jaidee',
  email: 'somchai@example.co.th',
  phone: '0812345678',
  avatar: null,
  role: 'client',
  creditBalance: 1250,
  creditTotle: 5000,
  // 15:30 in Bangkok on 2 March 2026.
  creditDatePurc: '2026-03-02T08:30:00Z',
};

const renderWith = (locale: string, screenToRender: React.ReactElement, figures: Partial<Profile> = {}) => {
  // A client: the profile is all its role reads (read Auth), so only the credit card loads.
  saveSession({ ...fakeSession(), userData: fakeUserData({ role: 'client' }, [{ action: 'read', subject: 'Auth' }]) });
  const dataProvider = testDataProvider({
    getOne: async (resource: string) => {
      if (resource !== 'profile') throw new Error(`unexpected ${resource}`);
      return { data: { ...profile, ...figures } } as never;
    },
  });
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      {screenToRender}
    </AdminContext>,
  );
};

const cardOf = async (title: string) => (await screen.findByText(title)).closest('.MuiCard-root') as HTMLElement;

describe('credit on the profile and at home', () => {
  it('shows the balance, the credits bought and the last top-up on the profile', async () => {
    renderWith('en', <ProfilePage />);
    const card = await cardOf('Credit');
    expect(await within(card).findByText('1,250')).toBeTruthy();
    expect(within(card).getByText('Credit balance')).toBeTruthy();
    expect(within(card).getByText('Credits bought')).toBeTruthy();
    expect(within(card).getByText('5,000')).toBeTruthy();
    expect(within(card).getByText('Last top-up')).toBeTruthy();
    expect(within(card).getByText(/2 Mar 2026.*15:30/)).toBeTruthy();
  });

  it('shows them in Thai, the top-up date in the Buddhist era', async () => {
    renderWith('th', <ProfilePage />);
    const card = await cardOf('เครดิต');
    expect(await within(card).findByText('1,250')).toBeTruthy();
    expect(within(card).getByText('เครดิตคงเหลือ')).toBeTruthy();
    expect(within(card).getByText('เครดิตที่ซื้อทั้งหมด')).toBeTruthy();
    expect(within(card).getByText(/2569/)).toBeTruthy();
  });

  it('says when the account has never been topped up', async () => {
    renderWith('en', <ProfilePage />, { creditBalance: 0, creditTotle: 0, creditDatePurc: null });
    const card = await cardOf('Credit');
    expect(await within(card).findByText('No top-up yet')).toBeTruthy();
  });

  it('shows the balance alone on Home, in both languages', async () => {
    renderWith('en', <Dashboard />);
    const card = await cardOf('Credit');
    expect(await within(card).findByText('1,250')).toBeTruthy();
    expect(within(card).getByText('Credit balance')).toBeTruthy();
    expect(within(card).queryByText('Credits bought')).toBeNull();
  });

  it('shows the balance on Home in Thai', async () => {
    renderWith('th', <Dashboard />);
    const card = await cardOf('เครดิต');
    expect(await within(card).findByText('เครดิตคงเหลือ')).toBeTruthy();
    expect(within(card).getByText('1,250')).toBeTruthy();
  });
});
