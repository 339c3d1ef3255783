import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import TagCreate from './TagCreate';
import TagList from './TagList';
import type { TagRecord } from './payload';

const tag = (overrides: Partial<TagRecord>): TagRecord => ({
  id: 't1',
  accountId: 'account-1',
  name: 'VIP',
  memberCount: 12,
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

const rows = [tag({}), tag({ id: 't2', name: 'Newsletter', memberCount: 0 })];

const renderList = ({ data = rows, locale = 'en' } = {}) => {
  // The list keeps its filters in the address: start each test from none.
  window.history.replaceState(null, '', '/');
  saveSession(fakeSession());
  const getList = vi.fn(async () => ({ data, total: data.length }));
  const deleteOne = vi.fn(async (_resource: string, params: { id: string }) => ({ data: { id: params.id } }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: getList as never, delete: deleteOne as never })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale })}
    >
      <ResourceContextProvider value="tags">
        <TagList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { getList, deleteOne };
};

describe('TagList', () => {
  it('lists the tags ten a page with their people counts', async () => {
    const { getList } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('VIP');
    expect(getList).toHaveBeenCalledWith('tags', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    for (const header of ['Name', 'People', 'Created']) expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('Newsletter')).toBeTruthy();
    expect(within(table).getByText('12')).toBeTruthy();
  });

  it('searches by name', async () => {
    const { getList } = renderList();
    await screen.findByText('VIP');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'vi' } });
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('tags', expect.objectContaining({ filter: { q: 'vi' } })));
  });

  it('asks before deleting a tag', async () => {
    const { deleteOne } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('VIP');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the tag/)).toBeTruthy();
    expect(deleteOne).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('tags', expect.objectContaining({ id: 't1' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there is no tag yet', async () => {
    renderList({ data: [] });
    expect(await screen.findByText('No tags yet')).toBeTruthy();
  });
});

describe('TagCreate', () => {
  it('asks for a name of at most 50 characters, and sends it trimmed', async () => {
    saveSession(fakeSession());
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 't9', ...data },
    }));
    render(
      <AdminContext
        dataProvider={testDataProvider({ create: create as never })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="tags">
          <TagCreate />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const name = await screen.findByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: ' VIP ' } });
    await waitFor(() => expect(screen.queryByText('Too long')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('tags', expect.objectContaining({ data: { name: 'VIP' } })));
  }, 15_000);
});
