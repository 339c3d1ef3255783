import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { Menu } from '@/layout/Menu';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import { writeRichText } from '@/test/richText';
import LandingPageCreate from './LandingPageCreate';
import LandingPageList from './LandingPageList';
import type { LandingPageRecord } from './payload';

const page = (overrides: Partial<LandingPageRecord> = {}): LandingPageRecord => ({
  id: 'p1',
  accountId: 'account-1',
  landingpage_name: 'New Year offers',
  landingpage_detail: '<p>Hello</p>',
  status: 'active',
  publicUrl: 'https://engage.example/p/p1',
  createdAt: '2026-11-22T17:30:00Z',
  updatedAt: '2026-11-22T17:30:00Z',
  ...overrides,
});

const renderList = (extra: Record<string, unknown> = {}) => {
  window.history.replaceState(null, '', '/');
  saveSession(fakeSession());
  const data = [
    page(),
    page({ id: 'p2', landingpage_name: 'Songkran', status: 'draft', publicUrl: 'https://engage.example/p/p2' }),
  ];
  const getList = vi.fn(async () => ({ data, total: data.length }));
  const deleteOne = vi.fn(async (_resource: string, params: { id: string }) => ({ data: { id: params.id } }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList: getList as never, delete: deleteOne as never, ...extra })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale: 'en' })}
    >
      <ResourceContextProvider value="landing-pages">
        <LandingPageList />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { getList, deleteOne };
};

describe('LandingPageList', () => {
  it('lists ten a page with name, status, public link and creation date', async () => {
    const { getList } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('New Year offers');
    expect(getList).toHaveBeenCalledWith('landing-pages', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    for (const header of ['Page name', 'Status', 'Public link', 'Created']) expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('https://engage.example/p/p1')).toBeTruthy();
    expect(within(table).getByText('Draft')).toBeTruthy();
  }, 20_000);

  it('filters by name, status and creation date (Bangkok days)', async () => {
    const { getList } = renderList();
    await screen.findByText('New Year offers');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'year' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('landing-pages', expect.objectContaining({ filter: { q: 'year' } })),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Active' }));
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'landing-pages',
        expect.objectContaining({ filter: { q: 'year', status: 'active', createDate_gte: '2026-11-01T00:00:00+07:00' } }),
      ),
    );
  }, 20_000);

  it('copies the public link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('New Year offers');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Copy link' })[0]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://engage.example/p/p1'));
    expect(await screen.findByText('Link copied')).toBeTruthy();
  }, 20_000);

  it('asks before deleting a page', async () => {
    const { deleteOne } = renderList();
    const table = await screen.findByRole('table');
    await within(table).findByText('New Year offers');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(deleteOne).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('landing-pages', expect.objectContaining({ id: 'p1' })));
  }, 20_000);

  it('duplicates a page, says so and opens the copy in edit mode', async () => {
    const duplicateLandingPage = vi.fn(async () =>
      page({ id: 'p9', landingpage_name: 'New Year offers (copy)', status: 'draft' }),
    );
    renderList({ duplicateLandingPage });
    const table = await screen.findByRole('table');
    await within(table).findByText('New Year offers');
    fireEvent.click(within(table).getAllByRole('button', { name: 'Duplicate' })[0]!);
    await waitFor(() => expect(duplicateLandingPage).toHaveBeenCalledWith('p1'));
    expect(await screen.findByText('Landing page duplicated: you are now editing the copy')).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe('#/landing-pages/p9'));
  }, 20_000);
});

describe('LandingPageCreate', () => {
  it('wants a name and sends the contract’s fields, a draft by default', async () => {
    saveSession(fakeSession());
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 'p5', ...data },
    }));
    render(
      <AdminContext
        dataProvider={testDataProvider({ create: create as never })}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value="landing-pages">
          <LandingPageCreate />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await writeRichText('landingpage_detail', '<p>Up to 50%</p>');
    expect(await screen.findByText('Up to 50%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Page name/ }), { target: { value: ' Sale ' } });
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(create).toHaveBeenCalledWith(
          'landing-pages',
          expect.objectContaining({
            data: { landingpage_name: 'Sale', landingpage_detail: '<p>Up to 50%</p>', status: 'draft' },
          }),
        ),
      { timeout: 5000 },
    );
  }, 20_000);
});

describe('menu', () => {
  it('puts Pages under a Landing page heading, after Coupons, and the coupon dashboard under Coupons', async () => {
    saveSession(fakeSession());
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <Menu />
      </AdminContext>,
    );
    const pages = await screen.findByRole('menuitem', { name: 'Pages' });
    expect(pages.getAttribute('href')).toBe('#/landing-pages');
    const dashboard = screen.getByRole('menuitem', { name: 'Coupon dashboard' });
    expect(dashboard.getAttribute('href')).toBe('#/coupon-dashboard');
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const heading = screen.getByText('Landing page');
    expect(follows(dashboard, heading)).toBe(true);
    expect(follows(heading, pages)).toBe(true);
    expect(follows(pages, screen.getByText('Settings'))).toBe(true);
  }, 20_000);
});
