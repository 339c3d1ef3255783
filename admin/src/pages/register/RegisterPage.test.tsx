import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, HttpError, memoryStore, type AuthProvider } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { authApi } from '@/providers/authApi';
import RegisterPage from './RegisterPage';

vi.mock('@/providers/authApi', () => ({
  authApi: {
    registerCheck: vi.fn(async () => undefined),
    registerOtp: vi.fn(async () => ({ token: 'otp-token-1', refCode: 'K7Q2XM', expiresAt: '2026-11-24T05:00:00Z' })),
    registerOtpVerify: vi.fn(async () => ({ result: 'Success!', attemptsLeft: 5 })),
  },
}));

const fakeAuthProvider = (login: AuthProvider['login']): AuthProvider => ({
  login,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
});

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillForm = () => {
  fill(/^Business name/, ' Jaidee Coffee ');
  fill(/^First name/, 'Somchai');
  fill(/^Last name/, 'Jaidee');
  fill(/^Email/, 'Somchai@Example.co.th ');
  fill(/^Mobile number/, '081-234-5678');
  fill(/^Password/, 'secret-123');
  fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
};

/** The details, then the phone step: a code sent, typed and verified. */
const throughPhoneStep = async (code = '123456') => {
  fillForm();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('We send a code to 0812345678 to check that it is yours.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('A code was sent. Reference: K7Q2XM.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify and create account' }));
};

const renderPage = (login: AuthProvider['login']) =>
  render(
    <AdminContext authProvider={fakeAuthProvider(login)} i18nProvider={i18nProvider} store={memoryStore()}>
      <RegisterPage />
    </AdminContext>,
  );

describe('RegisterPage', () => {
  beforeEach(() => {
    vi.mocked(authApi.registerOtpVerify).mockClear();
    vi.mocked(authApi.registerOtp).mockClear();
  });

  it('requires the terms and conditions, unticked by default', async () => {
    const login = vi.fn();
    renderPage(login);
    expect((screen.getByRole('checkbox', { name: /news and special offers/ }) as HTMLInputElement).checked).toBe(false);
    fill(/^First name/, 'Somchai');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must accept the terms and conditions')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('checks the phone, then sends a normalised payload with the check, and shows a 409 message', async () => {
    const login = vi.fn(async () => {
      throw new HttpError('Conflict', 409, { error: { email: 'This email is already in use.' } });
    });
    renderPage(login);
    await throughPhoneStep();
    expect(await screen.findByText('This email is already in use.')).toBeTruthy();
    expect(authApi.registerOtp).toHaveBeenCalledWith('0812345678');
    expect(authApi.registerOtpVerify).toHaveBeenCalledWith('otp-token-1', '123456');
    expect(login).toHaveBeenCalledWith({
      registration: {
        businessName: 'Jaidee Coffee',
        firstName: 'Somchai',
        lastName: 'Jaidee',
        email: 'somchai@example.co.th',
        phone: '0812345678',
        password: 'secret-123',
        allowOffer: false,
        termsConditions: true,
        otpToken: 'otp-token-1',
      },
    });
    // Back to the details, with what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('Somchai@Example.co.th');
  });

  it('says a taken e-mail on the details step, before any code is sent', async () => {
    vi.mocked(authApi.registerCheck).mockRejectedValueOnce(
      new HttpError('Conflict', 409, { error: { email: 'This email is already in use.' } }),
    );
    renderPage(vi.fn());
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This email is already in use.')).toBeTruthy();
    expect(authApi.registerCheck).toHaveBeenCalledWith('somchai@example.co.th');
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    expect(authApi.registerOtp).not.toHaveBeenCalled();
  });

  it('asks for the business name', async () => {
    renderPage(vi.fn());
    fillForm();
    fill(/^Business name/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText('Required')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('keeps the account uncreated while the code is wrong', async () => {
    vi.mocked(authApi.registerOtpVerify).mockResolvedValueOnce({ result: 'Verify Fail', attemptsLeft: 4 });
    const login = vi.fn();
    renderPage(login);
    await throughPhoneStep('000000');
    expect(await screen.findByText('That code is not right. Attempts left: 4.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('translates 422 keys of the registration', async () => {
    renderPage(async () => {
      throw new HttpError('Some fields are not valid', 422, { errors: { phone: 'validation.phone' } });
    });
    await throughPhoneStep();
    await waitFor(() => expect(screen.getByText('Must be a valid Thai mobile number')).toBeTruthy());
  });
});
