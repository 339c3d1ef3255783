import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, reactRouterProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, stubFetch } from '@/test/fakes';
import { importRecord } from './fixtures';
import ImportList from './ImportList';
import ImportShow from './ImportShow';
import type { ImportRecord } from './types';

const { Route, Routes } = reactRouterProvider;

const renderWith = (element: ReactNode, rows: ImportRecord[], hash = '#/imports') => {
  window.location.hash = hash;
  saveSession(fakeSession());
  const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: rows.find((row) => row.id === id) }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ getOne: getOne as never, getList: getList as never })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale: 'en' })}
    >
      <ResourceContextProvider value="imports">{element}</ResourceContextProvider>
    </AdminContext>,
  );
  return { getOne, getList };
};

const showPage = (
  <Routes>
    <Route path="/imports/:id/show" element={<ImportShow />} />
  </Routes>
);

const running = importRecord({
  id: 'i1',
  status: 'running',
  total: 200,
  processed: 50,
  created: 40,
  startedAt: '2026-11-22T17:31:00Z',
});
const completed = importRecord({
  id: 'i2',
  status: 'completed',
  total: 200,
  processed: 200,
  created: 150,
  updated: 30,
  skipped: 12,
  invalid: 8,
  startedAt: '2026-11-22T17:31:00Z',
  finishedAt: '2026-11-22T17:32:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('ImportShow', () => {
  it('follows a running import every second, saying it goes on without the page', async () => {
    const { getOne } = renderWith(showPage, [running], '#/imports/i1/show');
    expect(await screen.findByText('50 of 200 rows processed (25%)')).toBeTruthy();
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('You can leave this page: the import keeps running.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download invalid rows/ })).toBeNull();
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
  });

  it('shows the counts of a completed import and downloads its invalid rows', async () => {
    const calls = stubFetch(() => new Response('row,reason\n', { headers: { 'Content-Type': 'text/csv' } }));
    // jsdom has no object URLs; the anchor's click is the browser's save.
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invalid'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { getOne } = renderWith(showPage, [completed], '#/imports/i2/show');
    expect(await screen.findByText('200 of 200 rows processed (100%)')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    for (const [key, value] of [
      ['created', '150'],
      ['updated', '30'],
      ['skipped', '12'],
      ['invalid', '8'],
    ]) {
      expect(screen.getByTestId(`import-count-${key}`).textContent).toBe(value);
    }
    expect(screen.queryByText('You can leave this page: the import keeps running.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download invalid rows (XLSX)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download invalid rows (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/imports/i2/invalid?format=csv');
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    // Finished: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(getOne).toHaveBeenCalledTimes(1);
    click.mockRestore();
    Object.assign(URL, objectUrls);
  });

  it('gives the reason of a failed import', async () => {
    renderWith(
      showPage,
      [importRecord({ id: 'i3', status: 'failed', error: 'The file could not be read' })],
      '#/imports/i3/show',
    );
    expect(await screen.findByText('The import failed: The file could not be read')).toBeTruthy();
  });
});

describe('ImportList', () => {
  it('lists imports ten a page, newest first, with their progress and counts', async () => {
    const { getList } = renderWith(<ImportList />, [completed]);
    const table = await screen.findByRole('table');
    await within(table).findByText('people.csv');
    expect(getList).toHaveBeenCalledWith(
      'imports',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } }),
    );
    for (const header of ['File', 'Import into', 'Status', 'Progress', 'Created', 'Invalid', 'Uploaded']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(within(table).getByText('People')).toBeTruthy();
    expect(within(table).getByText('Completed')).toBeTruthy();
    expect(within(table).getByText('200 / 200')).toBeTruthy();
    expect(within(table).getByText('150')).toBeTruthy();
  });

  it('filters by target', async () => {
    const { getList } = renderWith(<ImportList />, [completed]);
    await screen.findByText('people.csv');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Import into' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Blacklist' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('imports', expect.objectContaining({ filter: { target: 'blacklist' } })),
    );
  });

  it('says when nothing was imported yet', async () => {
    renderWith(<ImportList />, []);
    expect(await screen.findByText('No file imported yet')).toBeTruthy();
  });
});
