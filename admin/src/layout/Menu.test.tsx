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

  it('puts Template and Sender in the main navigation, Sender once (its list is the sender names)', async () => {
    signInWith([{ action: 'manage', subject: 'all' }]);
    renderMenu('en');
    const template = await screen.findByRole('menuitem', { name: 'Template' });
    expect(template.getAttribute('href')).toBe('#/templates');
    expect(screen.getByRole('menuitem', { name: 'Sender' }).getAttribute('href')).toBe('#/senders');
    expect(screen.queryByRole('menuitem', { name: 'Sender name' })).toBeNull();
    expect(document.querySelectorAll('[role="menuitem"][href="#/senders"]')).toHaveLength(1);
  });

  // Headings and entries as a signed-in admin reads them, top to bottom.
  const readMenu = async (locale: string) => {
    const { container } = renderMenu(locale);
    await screen.findAllByRole('menuitem');
    return [...container.querySelectorAll('.MuiListSubheader-root, [role="menuitem"]')].map((node) => node.textContent?.trim());
  };

  it('follows the specification’s navigation, in its order and headings, with the product’s own entries beside their kin', async () => {
    signInWith([{ action: 'manage', subject: 'all' }]);
    expect(await readMenu('en')).toEqual([
      'Home',
      'Dashboard',
      'Communication',
      'Broadcast',
      'Campaign',
      'Quick Send',
      'Analyze',
      'Template',
      'Sender',
      'Report',
      'Logs',
      'OTP',
      'OTP list',
      'Test OTP',
      'OTP configuration',
      'Games',
      'Games',
      'Game Configuration',
      'People',
      'Group',
      'People List',
      'Tag',
      'Blacklist',
      'Consents',
      'People Structure',
      'Imports',
      'Coupons',
      'Coupons',
      'Coupon dashboard',
      'Coupon book',
      'Key verification',
      'Landing page',
      'Pages',
      'Channel',
      'Channel List',
      'Config API',
      'Settings',
      'Transaction history',
      'Credit top-ups',
      'Account Settings',
      'User & Management',
      'Account Management',
      'Log Out',
    ]);
  });

  it('reads the same in Thai', async () => {
    signInWith([{ action: 'manage', subject: 'all' }]);
    const thai = await readMenu('th');
    expect(thai.slice(0, 4)).toEqual(['หน้าหลัก', 'แดชบอร์ด', 'การสื่อสาร', 'บรอดแคสต์']);
    expect(thai.slice(-4)).toEqual(['ตั้งค่าบัญชี', 'จัดการผู้ใช้งาน', 'จัดการบัญชี', 'ออกจากระบบ']);
    expect(thai).toContain('รายการช่องทาง');
    expect(thai.indexOf('ช่องทาง')).toBe(thai.indexOf('รายการช่องทาง') - 1);
    expect(thai.slice(thai.indexOf('ตั้งค่า OTP') + 1, thai.indexOf('ตั้งค่า OTP') + 4)).toEqual(['เกม', 'เกม', 'ตั้งค่าเกม']);
    expect(thai).toHaveLength(43);
  });

  it('shows a business admin its Channel List, which the API lets it read', async () => {
    // The admin's rules as the API gives them: channels are kept for staff, then reading reopened.
    signInWith([
      { action: 'manage', subject: 'all' },
      { action: 'manage', subject: 'Channel', inverted: true },
      { action: 'read', subject: 'Channel' },
    ]);
    renderMenu('en');
    expect((await screen.findByRole('menuitem', { name: 'Channel List' })).getAttribute('href')).toBe('#/channels');
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
    expect(screen.getByText('OTP')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Test OTP' })).toBeNull();
  });

  it('shows Games and Game Configuration to those who may read games, and not to others', async () => {
    signInWith([
      { action: 'read', subject: 'Game' },
      { action: 'read', subject: 'Auth' },
    ]);
    renderMenu('en');
    expect((await screen.findByRole('menuitem', { name: 'Games' })).getAttribute('href')).toBe('#/game-dashboard');
    expect(screen.getByRole('menuitem', { name: 'Game Configuration' }).getAttribute('href')).toBe('#/games');
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
