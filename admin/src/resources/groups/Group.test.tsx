import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import GroupCreate from './GroupCreate';
import GroupList from './GroupList';
import type { GroupRecord } from './groups';

const group = (overrides: Partial<GroupRecord>): GroupRecord => ({
  id: 'g1',
  accountId: 'account-1',
  name: 'Gold members',
  kind: 'static',
  rules: null,
  memberCount: 3,
  memberCountCapped: false,
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

type Provider = Parameters<typeof testDataProvider>[0];

const renderScreen = (element: ReactNode, provider: Provider, locale = 'en') => {
  window.history.replaceState(null, '', '/');
  saveSession(fakeSession());
  render(
    <AdminContext dataProvider={testDataProvider(provider)} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="groups">{element}</ResourceContextProvider>
    </AdminContext>,
  );
};

const tags = [
  { id: 't1', name: 'VIP' },
  { id: 't2', name: 'Newsletter' },
];

describe('GroupList', () => {
  it('lists kinds translated and a capped count as such', async () => {
    const rows = [group({}), group({ id: 'g2', name: 'Women', kind: 'dynamic', memberCount: 10000, memberCountCapped: true })];
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    renderScreen(<GroupList />, { getList: getList as never });
    const table = await screen.findByRole('table');
    await within(table).findByText('Gold members');
    for (const header of ['Name', 'Kind', 'People', 'Created']) expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('Static')).toBeTruthy();
    expect(within(table).getByText('Dynamic (saved filter)')).toBeTruthy();
    expect(within(table).getByText('10,000+')).toBeTruthy();
    expect(within(table).getByText('3')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Static' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('groups', expect.objectContaining({ filter: { kind: 'static' } })),
    );
  });
});

describe('GroupCreate', () => {
  it('shows rules only for a dynamic group, and sends only the rules set', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 'g9', ...data },
    }));
    const getList = vi.fn(async () => ({ data: tags, total: tags.length }));
    const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
      data: tags.filter((tag) => ids.includes(tag.id)),
    }));
    renderScreen(<GroupCreate />, { create: create as never, getList: getList as never, getMany: getMany as never });
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'Women' } });
    expect((screen.getByRole('radio', { name: 'Static' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Who is in the group')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Gender' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Dynamic (saved filter)' }));
    expect(await screen.findByText('Who is in the group')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Gender' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'groups',
        expect.objectContaining({ data: { name: 'Women', kind: 'dynamic', rules: { gender: 'female' } } }),
      ),
    );
  }, 15_000);

  it('sends a static group without rules', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 'g9', ...data },
    }));
    renderScreen(<GroupCreate />, { create: create as never });
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: ' Gold ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('groups', expect.objectContaining({ data: { name: 'Gold', kind: 'static' } })),
    );
  });
});
