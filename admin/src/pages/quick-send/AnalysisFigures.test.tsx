import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { AnalysisFigures } from './AnalysisPanel';
import type { Analysis } from './sendingApi';

const analysis = (blacklistedBy: { own: number; parent: number }): Analysis =>
  ({
    valid: 5,
    duplicate: 0,
    invalid: 0,
    blacklisted: blacklistedBy.own + blacklistedBy.parent,
    blacklistedBy,
    notConsented: 0,
    encoding: 'gsm7',
    parts: 1,
    totalParts: 5,
    characters: 20,
    forcedBy: null,
    credits: 5,
    balance: 100,
    balanceAfter: 95,
    preview: [],
    invalidSamples: [],
  }) as unknown as Analysis;

const renderFigures = (value: Analysis, locale = 'en', missingValues: 'empty' | 'fallback' | 'leaveOut' = 'empty') =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <AnalysisFigures analysis={value} missingValues={missingValues} />
    </AdminContext>,
  );

describe('AnalysisFigures', () => {
  it('says which blacklist kept numbers out when the parent account’s did', async () => {
    renderFigures(analysis({ own: 1, parent: 2 }));
    expect(await screen.findByText("Blacklisted: 1 on this account's list, 2 on its parent account's")).toBeTruthy();
  });

  it('says it in Thai', async () => {
    renderFigures(analysis({ own: 0, parent: 3 }), 'th');
    expect(await screen.findByText('อยู่ในบัญชีดำ: 0 เบอร์จากบัญชีดำของบัญชีนี้ 3 เบอร์จากบัญชีดำของบัญชีหลัก')).toBeTruthy();
  });

  it('adds nothing when only the account’s own list blocked numbers', async () => {
    renderFigures(analysis({ own: 2, parent: 0 }));
    await screen.findByText('Valid');
    expect(screen.queryByText(/on its parent account's/)).toBeNull();
  });

  it('counts typed numbers that matched people, and names those without a value with what they get', async () => {
    const lacking = {
      ...analysis({ own: 0, parent: 0 }),
      matchedPeople: 3,
      lackingValues: 2,
      lackingNumbers: ['+66893000003', '+66893000004'],
    };
    renderFigures(lacking as Analysis, 'en', 'fallback');
    expect(within(await screen.findByRole('group', { name: 'Matched people' })).getByText('3')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Without a value' })).getByText('2')).toBeTruthy();
    expect(
      screen.getByText('2 numbers have no value for a variable and get the value you typed: +66893000003, +66893000004'),
    ).toBeTruthy();
  });

  it('says in Thai that they are left out', async () => {
    const lacking = { ...analysis({ own: 0, parent: 0 }), matchedPeople: 0, lackingValues: 21, lackingNumbers: ['+66893000003'] };
    renderFigures(lacking as Analysis, 'th', 'leaveOut');
    expect(await screen.findByText('21 เบอร์ไม่มีค่าของตัวแปร จึงไม่ส่งถึง: +66893000003, …')).toBeTruthy();
  });

  it('shows no such figures when the message has no variables to fill', async () => {
    renderFigures(analysis({ own: 0, parent: 0 }));
    await screen.findByText('Valid');
    expect(screen.queryByText('Matched people')).toBeNull();
  });
});
