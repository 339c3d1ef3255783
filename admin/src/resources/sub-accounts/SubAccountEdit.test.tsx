import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, reactRouterProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import SubAccountEdit from './SubAccountEdit';
import { toSubAccountUpdatePayload } from './payload';

const stored = {
  id: 's1',
  name: 'Chiang Mai',
  plan: 'trials',
  status: 'active',
  parentId: 'p1',
  usersCount: 1,
  adminEmail: 'branch@example.com',
  inheritParentBlacklist: true,
  createdAt: '2026-11-22T17:30:00Z',
};

describe('SubAccountEdit', () => {
  it('lets the parent turn off its blacklist for the sub-account, and sends it', async () => {
    window.location.hash = '#/sub-accounts/s1';
    saveSession(fakeSession());
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...stored, ...data } }));
    const { Route, Routes } = reactRouterProvider;
    render(
      <AdminContext
        dataProvider={testDataProvider({ getOne: (async () => ({ data: stored })) as never, update: update as never })}
        i18nProvider={i18nProvider}
        store={memoryStore({ locale: 'en' })}
      >
        <ResourceContextProvider value="sub-accounts">
          <Routes>
            <Route path="/sub-accounts/:id" element={<SubAccountEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const toggle = await screen.findByRole('switch', { name: "Obey the parent's blacklist" });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('sub-accounts', expect.objectContaining({ data: expect.objectContaining({ inheritParentBlacklist: false }) })),
    );
  });

  it('sends the setting with the other fields', () => {
    expect(toSubAccountUpdatePayload({ ...stored, inheritParentBlacklist: false })).toEqual({
      name: 'Chiang Mai',
      plan: 'trials',
      status: 'active',
      inheritParentBlacklist: false,
    });
  });
});
