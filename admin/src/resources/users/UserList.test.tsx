import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, fakeUserData } from '@/test/fakes';
import type { AbilityRule, UserRecord } from '@/types';
import UserList from './UserList';

const users: UserRecord[] = [
  {
    id: 'u1',
    accountId: 'account-1',
    accountName: 'Jaidee Shop',
    username: 'somchai',
    firstName: 'Somchai',
    lastName: 'Jaidee',
    fullName: 'Somchai Jaidee',
    email: 'somchai@example.co.th',
    phone: '0812345678',
    role: 'admin',
    status: 'active',
    plan: 'trials',
    lastLoginAt: null,
    createdAt: '2026-11-22T03:00:00Z',
  },
];

const renderUserList = (locale: string) => {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: users, total: users.length }) as never,
  });
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="users">
        <UserList />
      </ResourceContextProvider>
    </AdminContext>,
  );
};

describe('UserList', () => {
  it('shows translated column headers, choices and Buddhist-era dates in Thai', async () => {
    renderUserList('th');

    await screen.findByText('somchai');
    const table = screen.getByRole('table');
    for (const header of ['ชื่อผู้ใช้', 'ชื่อ-นามสกุล', 'อีเมล', 'บทบาท', 'สถานะ', 'บัญชี', 'วันที่สร้าง', 'เข้าสู่ระบบล่าสุด']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(within(table).getByText('ผู้ดูแลระบบ')).toBeTruthy(); // role admin
    expect(within(table).getByText('ใช้งาน')).toBeTruthy(); // status active
    expect(within(table).getByText(/2569/)).toBeTruthy();
  });

  it('shows English headers by default', async () => {
    renderUserList('en');
    await screen.findByText('somchai');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Username')).toBeTruthy();
    expect(within(table).getByText('Last sign-in')).toBeTruthy();
    expect(within(table).getByText('22 Nov 2026')).toBeTruthy();
  });
});

describe('UserList by role', () => {
  const signInWith = (role: 'admin' | 'operator', ability: AbilityRule[]) =>
    saveSession({ ...fakeSession(), userData: fakeUserData({ role }, ability) });

  it('gives an operator no checkboxes, no edit buttons and no row links', async () => {
    signInWith('operator', [
      { action: 'read', subject: 'User' },
      { action: 'read', subject: 'Auth' },
    ]);
    renderUserList('en');
    await screen.findByText('somchai');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('somchai').closest('tr')?.style.cursor ?? '').not.toBe('pointer');
    expect(screen.getByText('somchai').closest('tr')?.className).not.toMatch(/clickable/i);
  });

  it('gives an admin row checkboxes and edit buttons', async () => {
    signInWith('admin', [{ action: 'manage', subject: 'all' }]);
    renderUserList('en');
    await screen.findByText('somchai');
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
  });
});
