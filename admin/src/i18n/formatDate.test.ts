import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('shows Buddhist-era years in Thai', () => {
    const text = formatDate('2026-11-22T03:00:00Z', 'th');
    expect(text).toContain('2569');
    expect(text).not.toContain('2026');
  });

  it('shows Christian-era years in English', () => {
    expect(formatDate('2026-11-22T03:00:00Z', 'en')).toBe('22 Nov 2026');
  });

  it('uses Bangkok time: late 31 December UTC is already the new year', () => {
    expect(formatDate('2026-12-31T18:30:00Z', 'en')).toBe('1 Jan 2027');
    expect(formatDate('2026-12-31T18:30:00Z', 'th')).toContain('2570');
  });

  it('adds the time when asked', () => {
    expect(formatDate('2026-11-22T03:05:00Z', 'en', { showTime: true })).toBe('22 Nov 2026, 10:05');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null, 'th')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('falls back to English for an unknown locale', () => {
    expect(formatDate('2026-11-22T03:00:00Z', 'fr')).toBe('22 Nov 2026');
  });
});
