import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, fakeUserData } from '@/test/fakes';
import type { ApiKeyRecord } from './actions';
import ApiKeyList from './ApiKeyList';

const key: ApiKeyRecord = {
  id: 'k1',
  accountId: 'account-1',
  name: 'Web shop',
  key: 'ak_4fQ9zL2mX7cB1nR8tY3wAbCd',
  status: 'active',
  lastUsedAt: null,
  rotatedAt: null,
  createdAt: '2026-11-22T03:00:00Z',
  updatedAt: '2026-11-22T03:00:00Z',
};

const renderList = (role: 'admin' | 'viewer') => {
  const ability = role === 'admin' ? [{ action: 'manage', subject: 'all' }] : [{ action: 'read', subject: 'ApiKey' }];
  saveSession({ ...fakeSession(), userData: fakeUserData({ role }, ability) });
  const rotateApiKey = vi.fn(async () => ({ ...key, secret: 'sk_NEWSECRETNEWSECRETNEWSECRETNEWSECRET12345' }));
  const revokeApiKey = vi.fn(async () => ({ ...key, status: 'revoked' }));
  const getList = vi.fn(async () => ({ data: [key], total: 1 }));
  const dataProvider = { ...testDataProvider({ getList: getList as never }), rotateApiKey, revokeApiKey };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
      <ResourceContextProvider value="api-keys">
        <ApiKeyList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { rotateApiKey, revokeApiKey };
};

describe('Config API list', () => {
  it('rotates only after confirmation, then shows the new secret once with a warning', async () => {
    const { rotateApiKey } = renderList('admin');
    await screen.findByText('Web shop');
    expect(screen.getByText('Never')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(rotateApiKey).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Rotate the secret of Web shop?')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Keep the current secret' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make a new secret' }));
    await waitFor(() => expect(rotateApiKey).toHaveBeenCalledWith('k1'));
    const secret = (await screen.findByTestId('api-secret')) as HTMLInputElement;
    expect(secret.value).toBe('sk_NEWSECRETNEWSECRETNEWSECRETNEWSECRET12345');
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved the secret' }));
    await waitFor(() => expect(screen.queryByTestId('api-secret')).toBeNull());
  });

  it('revokes after confirmation', async () => {
    const { revokeApiKey } = renderList('admin');
    await screen.findByText('Web shop');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke the key' }));
    await waitFor(() => expect(revokeApiKey).toHaveBeenCalledWith('k1'));
  });

  it('gives a viewer the list without rotate, revoke or delete', async () => {
    renderList('viewer');
    await screen.findByText('Web shop');
    expect(screen.queryByRole('button', { name: 'Rotate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
