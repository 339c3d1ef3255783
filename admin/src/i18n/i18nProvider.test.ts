import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

describe('i18nProvider', () => {
  it('sets <html lang> to the chosen language', async () => {
    await i18nProvider.changeLocale('th');
    expect(document.documentElement.lang).toBe('th');
    expect(i18nProvider.translate('app.menu.home')).toBe('หน้าหลัก');
    await i18nProvider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reports a key without a message instead of passing it silently', () => {
    const reported: string[] = [];
    const original = console.error;
    console.error = (message: string) => reported.push(message);
    try {
      expect(i18nProvider.translate('app.noSuchKey')).toBe('app.noSuchKey');
      expect(i18nProvider.translate('app.noSuchKey', { _: 'fallback' })).toBe('fallback');
    } finally {
      console.error = original;
    }
    expect(reported).toEqual(['Missing translation for key: "app.noSuchKey"']);
  });
});
