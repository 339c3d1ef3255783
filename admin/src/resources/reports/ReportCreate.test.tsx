import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import ReportCreate from './ReportCreate';

const renderCreate = (locale = 'en') => {
  saveSession(fakeSession());
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { id: 'r1', ...params.data },
  }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ create: create as never })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale })}
    >
      <ResourceContextProvider value="reports">
        <ReportCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { create };
};

const chooseType = async (name: RegExp) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('ReportCreate', { timeout: 60_000 }, () => {
  it('asks the period only for once and the day only for monthly, and sends only what the recurrence uses', async () => {
    const { create } = renderCreate();
    const name = await screen.findByRole('textbox', { name: /File name/ });
    // Once is the default: from and to, no day of the month.
    expect(screen.getByLabelText(/^From/)).toBeTruthy();
    expect(screen.queryByLabelText(/Day of the month/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(await screen.findByLabelText(/Day of the month/)).toBeTruthy();
    expect(screen.queryByLabelText(/^From/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    await waitFor(() => expect(screen.queryByLabelText(/Day of the month/)).toBeNull());
    expect(screen.queryByLabelText(/^From/)).toBeNull();

    fireEvent.change(name, { target: { value: 'Daily SMS' } });
    await chooseType(/SMS summary/);
    fireEvent.click(screen.getByRole('radio', { name: 'Excel (XLSX)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'reports',
        expect.objectContaining({ data: { name: 'Daily SMS', type: 'sms-summary', recurrence: 'daily', format: 'xlsx' } }),
      ),
    );
  });

  it('says in the field what is wrong: a refused character, a day out of range, an end before the start', async () => {
    const { create } = renderCreate();
    fireEvent.change(await screen.findByRole('textbox', { name: /File name/ }), { target: { value: 'a/b' } });
    await chooseType(/Message log/);
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/A file name cannot contain < > : \/ \| \? \*/)).toBeTruthy();
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    // The 6th is too late: a monthly report arrives within the first five days of the next month.
    fireEvent.change(await screen.findByLabelText(/Day of the month/), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Choose a day from 1 to 5: a monthly report arrives within the first five days of the next month'),
    ).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
