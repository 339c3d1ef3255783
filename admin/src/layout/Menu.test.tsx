import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { authProvider } from '@/providers/authProvider';
import { saveSession } from '@/providers/session';
import { fakeSession, fakeUserData } from '@/test/fakes';
import type { AbilityRule } from '@/types';
import { Menu } from './Menu';

const signInWith = (ability: AbilityRule[]) => saveSession({ ...fakeSession(), userData: fakeUserData({}, ability) });

const renderMenu = (locale: string) =>
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <Menu />
    </AdminContext>,
  );

describe('Menu', () => {
  it('shows every module, in Thai, to an admin', async () => {
    signInWith([{ action: 'manage', subject: 'all' }]);
    renderMenu('th');
    expect(await screen.findByRole('menuitem', { name: 'จัดการผู้ใช้งาน' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'หน้าหลัก' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'ตั้งค่าบัญชี' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'จัดการบัญชี' })).toBeTruthy();
  });

  it('puts Template and Sender in the main navigation and Sender name under Settings', async () => {
    signInWith([{ action: 'manage', subject: 'all' }]);
    renderMenu('en');
    const template = await screen.findByRole('menuitem', { name: 'Template' });
    expect(template.getAttribute('href')).toBe('#/templates');
    expect(screen.getByRole('menuitem', { name: 'Sender' }).getAttribute('href')).toBe('#/senders');
    expect(screen.getByRole('menuitem', { name: 'Sender name' }).getAttribute('href')).toBe('#/senders');
  });

  it('puts Blacklist under People for an admin', async () => {
    signInWith([{ action: 'manage', subject: 'all' }]);
    renderMenu('en');
    const blacklist = await screen.findByRole('menuitem', { name: 'Blacklist' });
    expect(blacklist.getAttribute('href')).toBe('#/blacklist');
    // After the People heading and before the next section's.
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByText('People'), blacklist)).toBe(true);
    expect(follows(blacklist, screen.getByText('Otp'))).toBe(true);
  });

  it('puts People List, Tag, Group and People Structure under People for an admin', async () => {
    signInWith([{ action: 'manage', subject: 'all' }]);
    renderMenu('en');
    const tag = await screen.findByRole('menuitem', { name: 'Tag' });
    expect(tag.getAttribute('href')).toBe('#/tags');
    expect(screen.getByRole('menuitem', { name: 'Group' }).getAttribute('href')).toBe('#/groups');
    expect(screen.getByRole('menuitem', { name: 'People Structure' }).getAttribute('href')).toBe('#/people-fields');
    expect(screen.getByRole('menuitem', { name: 'People List' }).getAttribute('href')).toBe('#/people');
  });

  it('puts Imports under People for an admin', async () => {
    signInWith([{ action: 'manage', subject: 'all' }]);
    renderMenu('en');
    const imports = await screen.findByRole('menuitem', { name: 'Imports' });
    expect(imports.getAttribute('href')).toBe('#/imports');
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByText('People'), imports)).toBe(true);
    expect(follows(imports, screen.getByText('Otp'))).toBe(true);
  });

  it('hides what the abilities do not allow', async () => {
    signInWith([
      { action: 'read', subject: 'Account' },
      { action: 'read', subject: 'User' },
      { action: 'read', subject: 'Auth' },
    ]);
    renderMenu('en');
    expect(await screen.findByRole('menuitem', { name: 'User & Management' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Account Management' })).toBeNull();
  });

  it('puts OTP under its own section, and Test OTP only for those who may send a code', async () => {
    signInWith([
      { action: 'read', subject: 'OtpRequest' },
      { action: 'read', subject: 'OtpApp' },
      { action: 'read', subject: 'Auth' },
    ]);
    renderMenu('en');
    expect((await screen.findByRole('menuitem', { name: 'OTP list' })).getAttribute('href')).toBe('#/otp-requests');
    expect(screen.getByRole('menuitem', { name: 'OTP configuration' })).toBeTruthy();
    expect(screen.getByText('Otp')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Test OTP' })).toBeNull();
  });

  it('shows Test OTP to an operator, who may send one', async () => {
    signInWith([
      { action: 'read', subject: 'OtpRequest' },
      { action: 'create', subject: 'OtpRequest' },
      { action: 'read', subject: 'Auth' },
    ]);
    renderMenu('en');
    expect((await screen.findByRole('menuitem', { name: 'Test OTP' })).getAttribute('href')).toBe('#/test-otp');
  });
});
