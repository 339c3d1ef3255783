import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import MessageList from './MessageList';

const renderList = (locale: string, getList: ReturnType<typeof vi.fn>) => {
  window.history.replaceState(null, '', '/');
  saveSession(fakeSession());
  render(
    <AdminContext dataProvider={testDataProvider({ getList: getList as never })} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="messages">
        <MessageList />
      </ResourceContextProvider>
    </AdminContext>,
  );
};

describe('MessageList (Logs)', () => {
  it('searches by part of the number or the text, in English and Thai', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderList('en', getList);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search number or text' }), { target: { value: 'songkran' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('messages', expect.objectContaining({ filter: expect.objectContaining({ q: 'songkran' }) })),
    );
  });

  it('labels the search in Thai', async () => {
    renderList('th', vi.fn(async () => ({ data: [], total: 0 })));
    expect(await screen.findByRole('textbox', { name: 'ค้นหาเบอร์หรือข้อความ' })).toBeTruthy();
  });
});
