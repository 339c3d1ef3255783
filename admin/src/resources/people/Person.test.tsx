import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  memoryStore,
  reactRouterProvider,
  testDataProvider,
} from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import type { PeopleFieldRecord } from '@/resources/people-fields/fields';
import type { PersonRecord } from './actions';
import PersonCreate from './PersonCreate';
import PersonList from './PersonList';
import PersonShow from './PersonShow';

const { Route, Routes } = reactRouterProvider;

const person = (overrides: Partial<PersonRecord>): PersonRecord => ({
  id: 'p1',
  accountId: 'account-1',
  mobile: '+66812345678',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  email: null,
  gender: 'male',
  birthday: '1990-04-13',
  fields: { memberLevel: 'Gold' },
  tagIds: ['t1'],
  groupIds: [],
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

const field = (overrides: Partial<PeopleFieldRecord>): PeopleFieldRecord => ({
  id: 'f1',
  accountId: 'account-1',
  label: 'Member level',
  key: 'memberLevel',
  type: 'choice',
  choices: ['Silver', 'Gold'],
  required: true,
  position: 1,
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

const data: Record<string, Record<string, unknown>[]> = {
  people: [person({}), person({ id: 'p2', mobile: '+66898765432', firstName: 'Malee', lastName: '', tagIds: [] })],
  tags: [
    { id: 't1', name: 'VIP' },
    { id: 't2', name: 'Newsletter' },
  ],
  groups: [{ id: 'g1', name: 'Gold members', kind: 'static' }],
  'people-fields': [field({}), field({ id: 'f2', label: 'Branch', key: 'branch', type: 'text', required: false, choices: [] })],
};

const renderWith = (element: ReactNode, overrides: { people?: Record<string, unknown>[] } = {}, locale = 'en') => {
  window.history.replaceState(null, '', '/');
  saveSession(fakeSession());
  const rows: Record<string, Record<string, unknown>[]> = { ...data, ...overrides };
  const getList = vi.fn(async (resource: string) => ({ data: rows[resource] ?? [], total: (rows[resource] ?? []).length }));
  const getMany = vi.fn(async (resource: string, { ids }: { ids: string[] }) => ({
    data: (rows[resource] ?? []).filter((row) => ids.includes(String(row.id))),
  }));
  const getOne = vi.fn(async (resource: string, { id }: { id: string }) => ({
    data: (rows[resource] ?? []).find((row) => row.id === id),
  }));
  const create = vi.fn(async (_resource: string, { data: values }: { data: Record<string, unknown> }) => ({
    data: { id: 'p9', ...values },
  }));
  const deleteMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids }));
  const bulkPeople = vi.fn(async (request: { ids: string[] }) => ({ affected: request.ids.length }));
  const dataProvider = {
    ...testDataProvider({
      getList: getList as never,
      getMany: getMany as never,
      getOne: getOne as never,
      create: create as never,
      deleteMany: deleteMany as never,
    }),
    bulkPeople,
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="people">{element}</ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { getList, create, bulkPeople, deleteMany };
};

const tickAll = async () => {
  const table = await screen.findByRole('table');
  await within(table).findByText('+66812345678');
  fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
  await screen.findByText('2 items selected');
};

describe('PersonList', () => {
  it('lists people ten a page, newest first, with their tags', async () => {
    const { getList } = renderWith(<PersonList />);
    const table = await screen.findByRole('table');
    await within(table).findByText('+66812345678');
    expect(getList).toHaveBeenCalledWith(
      'people',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } }),
    );
    for (const header of ['Mobile number', 'First name', 'Last name', 'Tags', 'Created']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(await within(table).findByText('VIP')).toBeTruthy();
    expect(within(table).getByText('Malee')).toBeTruthy();
  });

  it('tags the ticked people through the bulk route', async () => {
    const { bulkPeople } = renderWith(<PersonList />);
    await tickAll();
    fireEvent.click(screen.getByRole('button', { name: 'Tag' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Tags/ }), { target: { value: 'News' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Newsletter' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bulkPeople).toHaveBeenCalledWith({ action: 'tag', tagIds: ['t2'], ids: ['p1', 'p2'] }));
    expect(await screen.findByText('2 changes made')).toBeTruthy();
  }, 15_000);

  it('adds the ticked people to a static group', async () => {
    const { bulkPeople, getList } = renderWith(<PersonList />);
    await tickAll();
    fireEvent.click(screen.getByRole('button', { name: 'Add to group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Group/ }), { target: { value: 'Gold' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Gold members' }));
    expect(getList).toHaveBeenCalledWith(
      'groups',
      expect.objectContaining({ filter: expect.objectContaining({ kind: 'static' }) }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bulkPeople).toHaveBeenCalledWith({ action: 'addToGroup', groupId: 'g1', ids: ['p1', 'p2'] }));
  }, 15_000);

  it('blacklists the ticked people after asking', async () => {
    const { bulkPeople } = renderWith(<PersonList />);
    await tickAll();
    fireEvent.click(screen.getByRole('button', { name: 'Blacklist' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Blacklist 2 people?')).toBeTruthy();
    expect(bulkPeople).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Keep sending to them' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blacklist them' }));
    await waitFor(() => expect(bulkPeople).toHaveBeenCalledWith({ action: 'blacklist', ids: ['p1', 'p2'] }));
  }, 15_000);

  it('deletes the ticked people after asking', async () => {
    const { deleteMany } = renderWith(<PersonList />);
    await tickAll();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 2 people?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('people', expect.objectContaining({ ids: ['p1', 'p2'] })));
  }, 15_000);

  it('speaks Thai', async () => {
    renderWith(<PersonList />, {}, 'th');
    const table = await screen.findByRole('table');
    await within(table).findByText('+66812345678');
    expect(within(table).getByText('เบอร์มือถือ')).toBeTruthy();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'เลือกทั้งหมด' }));
    expect(await screen.findByRole('button', { name: 'ติดแท็ก' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เพิ่มเข้ากลุ่ม' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เพิ่มในบัญชีดำ' })).toBeTruthy();
  });

  it('says when there is nobody yet', async () => {
    renderWith(<PersonList />, { people: [] });
    expect(await screen.findByText('No people yet')).toBeTruthy();
  });
});

describe('PersonCreate', () => {
  it('asks for the custom fields too and sends them under fields', async () => {
    const { create } = renderWith(<PersonCreate />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Mobile number/ }), { target: { value: '081-234 5678' } });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Branch' }), { target: { value: ' Siam ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Member level is required.
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Member level/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gold' }));
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'people',
        expect.objectContaining({
          data: {
            mobile: '0812345678',
            firstName: '',
            lastName: '',
            email: null,
            gender: null,
            birthday: null,
            fields: { memberLevel: 'Gold', branch: 'Siam' },
            tagIds: [],
            groupIds: [],
          },
        }),
      ),
    );
  }, 15_000);
});

describe('PersonShow', () => {
  it('opens in view mode, custom fields by their labels, with an Edit button', async () => {
    renderWith(
      <Routes>
        <Route path="/people/:id/show" element={<PersonShow />} />
      </Routes>,
    );
    window.location.hash = '#/people/p1/show';
    expect(await screen.findByText('+66812345678')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByText('Member level')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(await screen.findByText('VIP')).toBeTruthy();
    expect(screen.getByText('Male')).toBeTruthy();
    expect(screen.getByText('13 Apr 1990')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('#/people/p1');
  });
});
