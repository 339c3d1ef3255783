import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, ResourceContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { saveSession } from '@/providers/session';
import { fakeSession } from '@/test/fakes';
import BlacklistCreate from './BlacklistCreate';

type Create = (resource: string, params: { data: Record<string, unknown> }) => Promise<{ data: Record<string, unknown> }>;

const renderCreate = (create: Create, locale = 'en') => {
  saveSession(fakeSession());
  const spy = vi.fn(create);
  render(
    <AdminContext
      dataProvider={testDataProvider({ create: spy as never })}
      i18nProvider={i18nProvider}
      store={memoryStore({ locale })}
    >
      <ResourceContextProvider value="blacklist">
        <BlacklistCreate />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return spy;
};

const created: Create = async (_resource, { data }) => ({ data: { id: 'b1', ...data } });

describe('BlacklistCreate', () => {
  it('asks for the number before sending', async () => {
    const create = renderCreate(created);
    // Save waits for a change; spaces alone are no number.
    fireEvent.change(await screen.findByRole('textbox', { name: /Mobile number/ }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses what is not a phone number, and a source over 100 characters', async () => {
    const create = renderCreate(created);
    fireEvent.change(await screen.findByRole('textbox', { name: /Mobile number/ }), { target: { value: '08-12ab' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Source' }), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a valid Thai mobile number')).toBeTruthy();
    expect(screen.getByText('Too long')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('says so in Thai', async () => {
    renderCreate(created, 'th');
    const mobile = await screen.findByRole('textbox', { name: /เบอร์มือถือ/ });
    fireEvent.change(mobile, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณากรอกเบอร์มือถือไทยที่ถูกต้อง')).toBeTruthy();
  });

  it('sends the number without spaces or dashes, the reason picked and the source', async () => {
    const create = renderCreate(created);
    fireEvent.change(await screen.findByRole('textbox', { name: /Mobile number/ }), { target: { value: ' 081-234 5678 ' } });
    // Manual by default; the other reasons by their labels.
    expect(screen.getByRole('combobox', { name: /Reason/ }).textContent).toBe('Manual');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Reason/ }));
    for (const label of ['Unsubscribe link', 'Operator block', 'Invalid number'])
      expect(screen.getByRole('option', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'STOP keyword' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Source' }), { target: { value: ' Call centre ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'blacklist',
        expect.objectContaining({ data: { mobile: '0812345678', reason: 'stop_keyword', source: 'Call centre' } }),
      ),
    );
  });

  it('shows a number already on the blacklist under its field', async () => {
    renderCreate(async () => {
      throw new HttpError('This number is already on the blacklist', 409, {
        message: 'This number is already on the blacklist',
        errors: { mobile: 'validation.alreadyBlacklisted' },
      });
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Mobile number/ }), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('This number is already on the blacklist');
    expect(message.closest('.MuiFormControl-root')?.querySelector('input')?.value).toBe('0812345678');
  });
});
