import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '@/i18n/i18nProvider';
import { MessageCounter, visibleChar } from './MessageCounter';

const renderCounter = (text: string, locale = 'en', maxParts?: number) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <MessageCounter text={text} maxParts={maxParts} />
    </AdminContext>,
  );

describe('MessageCounter', () => {
  it('counts GSM-7 text: 161 characters are 2 of 3 parts', async () => {
    renderCounter('a'.repeat(161));
    expect(await screen.findByText('GSM-7')).toBeTruthy();
    expect(screen.getByText('161 characters')).toBeTruthy();
    expect(screen.getByText('2 / 3 parts')).toBeTruthy();
    expect(screen.queryByText(/forced Unicode/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows that a Thai letter forces Unicode (UCS-2), naming the letter', async () => {
    renderCounter(`Hello ${'a'.repeat(60)} สวัสดี`);
    expect(await screen.findByText('Unicode (UCS-2)')).toBeTruthy();
    expect(screen.getByText('ส forced Unicode')).toBeTruthy();
    // 73 UTF-16 units of UCS-2: 2 parts of 67.
    expect(screen.getByText('2 / 3 parts')).toBeTruthy();
  });

  it('warns over the cap: 202 Thai characters are 4 parts', async () => {
    renderCounter('ก'.repeat(202));
    expect((await screen.findByRole('alert')).textContent).toBe('Too long: 4 parts, at most 3 are sent');
    expect(screen.getByText('4 / 3 parts')).toBeTruthy();
  });

  it('speaks Thai and follows another cap', async () => {
    renderCounter('ก'.repeat(71), 'th', 1);
    expect(await screen.findByText('ยูนิโค้ด (UCS-2)')).toBeTruthy();
    expect(screen.getByText('ก ทำให้เป็นยูนิโค้ด')).toBeTruthy();
    expect(screen.getByText('2 / 1 ข้อความ')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('names an invisible forcing character by its code point', () => {
    expect(visibleChar('\u200b')).toBe('U+200B');
    expect(visibleChar('ก')).toBe('ก');
  });
});
