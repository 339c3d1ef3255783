import { exportDay, exportTime } from '../../backend/src/common/export/export-time.js';

// Every export and report prints its times through these two: ICT with the offset written out,
// and Buddhist-era years in a Thai file, as the screens show them.
describe('times in exports', () => {
  it('prints an instant in ICT with its offset, whatever the zone of the process', () => {
    expect(exportTime(new Date('2026-03-01T17:30:05Z'), 'en')).toBe('2026-03-02 00:30:05 +07:00');
    expect(exportTime(new Date('2026-12-31T16:59:59.999Z'), 'en')).toBe('2026-12-31 23:59:59 +07:00');
  });

  it('counts the year in the Buddhist era in Thai, a leap day included', () => {
    expect(exportTime(new Date('2026-03-01T17:30:05Z'), 'th')).toBe('2569-03-02 00:30:05 +07:00');
    expect(exportTime(new Date('2028-02-28T17:00:00Z'), 'th')).toBe('2571-02-29 00:00:00 +07:00');
    expect(exportTime(new Date('2026-12-31T17:00:00Z'), 'th')).toBe('2570-01-01 00:00:00 +07:00');
  });

  it('prints nothing for no time', () => {
    expect(exportTime(null, 'th')).toBe('');
    expect(exportTime(undefined, 'en')).toBe('');
    expect(exportTime(new Date('not a date'), 'en')).toBe('');
  });

  it('prints an ICT calendar day in the language’s era', () => {
    expect(exportDay('2026-03-02', 'en')).toBe('2026-03-02');
    expect(exportDay('2026-03-02', 'th')).toBe('2569-03-02');
    expect(exportDay('', 'th')).toBe('');
  });
});
