import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, memoryStore, type AuthProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import RegisterPage from './RegisterPage';

const fakeAuthProvider = (login: AuthProvider['login']): AuthProvider => ({
  login,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
});

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillForm = () => {
  fill(/^First name/, 'Somchai');
  fill(/^Last name/, 'Jaidee');
  fill(/^Email/, 'Somchai@Example.co.th ');
  fill(/^Mobile number/, '081-234-5678');
  fill(/^Password/, 'secret-123');
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
};

const renderPage = (login: AuthProvider['login']) =>
  render(
    <AdminContext authProvider={fakeAuthProvider(login)} i18nProvider={i18nProvider} store={memoryStore()}>
      <RegisterPage />
    </AdminContext>,
  );

describe('RegisterPage', () => {
  it('requires the terms and conditions, unticked by default', async () => {
    const login = vi.fn();
    renderPage(login);
    expect((screen.getByRole('checkbox', { name: /news and special offers/ }) as HTMLInputElement).checked).toBe(false);
    fill(/^First name/, 'Somchai');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must accept the terms and conditions')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends a normalised payload and shows a 409 message under the e-mail', async () => {
    const login = vi.fn(async () => {
      throw new HttpError('Conflict', 409, { error: { email: 'This email is already in use.' } });
    });
    renderPage(login);
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This email is already in use.')).toBeTruthy();
    expect(login).toHaveBeenCalledWith({
      registration: {
        firstName: 'Somchai',
        lastName: 'Jaidee',
        email: 'somchai@example.co.th',
        phone: '0812345678',
        password: 'secret-123',
        allowOffer: false,
        termsConditions: true,
      },
    });
  });

  it('translates 422 keys under their fields', async () => {
    renderPage(async () => {
      throw new HttpError('Some fields are not valid', 422, { errors: { phone: 'validation.phone' } });
    });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Must be a valid Thai mobile number')).toBeTruthy();
  });
});
