import { render, screen } from '@testing-library/react';
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

const renderFigures = (value: Analysis, locale = 'en') =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <AnalysisFigures analysis={value} />
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
});
