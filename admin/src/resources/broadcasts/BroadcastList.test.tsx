import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { clearSession, saveSession } from '@/providers/session';
import { fakeJwt, fakeUserData } from '@/test/fakes';
import type { AbilityRule } from '@/types';
import { pollWhileLive } from './BroadcastList';
import { EmptyWithQuickSend } from './EmptyWithQuickSend';

describe('the broadcast list', () => {
  afterEach(() => clearSession());

  const renderEmpty = (ability: AbilityRule[], resource = 'broadcasts') => {
    saveSession({ userData: fakeUserData({}, ability), accessToken: fakeJwt(600), refreshToken: 'refresh-1' });
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <ResourceContextProvider value={resource}>
          <EmptyWithQuickSend />
        </ResourceContextProvider>
      </AdminContext>,
    );
  };

  it('offers Quick Send when there is no send yet, to those who may send', async () => {
    renderEmpty([{ action: 'manage', subject: 'all' }]);
    expect(await screen.findByText('No sends yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quick Send' }).getAttribute('href')).toBe('#/quick-send');
  });

  it('offers it in an empty Logs too, with the words of Logs', async () => {
    renderEmpty([{ action: 'manage', subject: 'all' }], 'messages');
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quick Send' }).getAttribute('href')).toBe('#/quick-send');
  });

  it('says only that there is none to those who may just read', async () => {
    renderEmpty([{ action: 'read', subject: 'Broadcast' }]);
    expect(await screen.findByText('No sends yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Quick Send' })).toBeNull();
  });

  it('polls while a send on the page is scheduled or under way, and stops once all are finished', () => {
    const page = (...statuses: string[]) => ({
      state: { data: { data: statuses.map((status, at) => ({ id: `b${at}`, status }) as never), total: statuses.length } },
    });
    expect(pollWhileLive(page('completed', 'sending'))).toBe(2000);
    expect(pollWhileLive(page('scheduled'))).toBe(2000);
    expect(pollWhileLive(page('completed', 'cancelled', 'failed'))).toBe(false);
    expect(pollWhileLive({ state: {} })).toBe(false);
  });
});
