import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, reactRouterProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import type { PeopleFieldRecord } from './fields';
import PeopleFieldCreate from './PeopleFieldCreate';
import PeopleFieldEdit from './PeopleFieldEdit';
import PeopleFieldList from './PeopleFieldList';

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

type Provider = Parameters<typeof testDataProvider>[0];

const renderScreen = (screenElement: React.ReactNode, provider: Provider, locale = 'en') => {
  window.history.replaceState(null, '', '/');
  saveSession(fakeSession());
  render(
    <AdminContext dataProvider={testDataProvider(provider)} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="people-fields">{screenElement}</ResourceContextProvider>
    </AdminContext>,
  );
};

const { Route, Routes } = reactRouterProvider;

const created = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
  data: { id: 'f9', ...data },
}));

describe('PeopleFieldList', () => {
  it('lists the fields by position with translated types', async () => {
    const rows = [field({}), field({ id: 'f2', label: 'Branch', key: 'branch', type: 'text', required: false, position: 2 })];
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    renderScreen(<PeopleFieldList />, { getList: getList as never });
    const table = await screen.findByRole('table');
    await within(table).findByText('Member level');
    expect(getList).toHaveBeenCalledWith(
      'people-fields',
      // 10 a page, as every list (the specification's default).
      expect.objectContaining({ sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }),
    );
    for (const header of ['Label', 'Key', 'Type', 'Required', 'Position']) expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('Choice')).toBeTruthy();
    expect(within(table).getByText('Text')).toBeTruthy();
    expect(within(table).getByText('branch')).toBeTruthy();
  });

  it('says when there is no field yet', async () => {
    renderScreen(<PeopleFieldList />, { getList: (async () => ({ data: [], total: 0 })) as never });
    expect(await screen.findByText('No custom fields yet')).toBeTruthy();
  });
});

describe('PeopleFieldCreate', () => {
  it('refuses a key that is no message variable, in English', async () => {
    created.mockClear();
    renderScreen(<PeopleFieldCreate />, { create: created as never });
    fireEvent.change(await screen.findByRole('textbox', { name: /Label/ }), { target: { value: 'Member level' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Key/ }), { target: { value: '1st level' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start with a letter; then letters, digits or _ (at most 40)')).toBeTruthy();
    expect(created).not.toHaveBeenCalled();
  });

  it('offers options only for a choice field, and sends them', async () => {
    created.mockClear();
    renderScreen(<PeopleFieldCreate />, { create: created as never });
    fireEvent.change(await screen.findByRole('textbox', { name: /Label/ }), { target: { value: ' Member level ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Key/ }), { target: { value: 'memberLevel' } });
    expect(screen.queryByText('Options')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type/ }));
    for (const label of ['Text', 'Number', 'Date']) expect(screen.getByRole('option', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Choice' }));
    expect(await screen.findByText('Options')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const option = await screen.findByRole('textbox', { name: '' });
    fireEvent.change(option, { target: { value: 'Gold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith(
        'people-fields',
        expect.objectContaining({
          data: { label: 'Member level', key: 'memberLevel', type: 'choice', choices: ['Gold'], required: false },
        }),
      ),
    );
  }, 15_000);
});

describe('PeopleFieldEdit', () => {
  it('shows key and type without letting them change, and sends neither', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...field({}), ...data },
    }));
    renderScreen(
      <Routes>
        <Route path="/people-fields/:id" element={<PeopleFieldEdit />} />
      </Routes>,
      { getOne: (async () => ({ data: field({}) })) as never, update: update as never },
    );
    window.location.hash = '#/people-fields/f1';
    const key = (await screen.findByDisplayValue('memberLevel')) as HTMLInputElement;
    expect(key.disabled || key.readOnly).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Label/ }), { target: { value: 'Level' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'people-fields',
        expect.objectContaining({ data: { label: 'Level', choices: ['Silver', 'Gold'], required: true, position: 1 } }),
      ),
    );
  }, 15_000);
});
