import { analyzeText, splitParts } from '../../backend/src/common/sms/segments.js';
import { decodeGsm7, encodeGsm7 } from '../../workers/src/gateways/gsm7.js';
import { missingVariables, renderTemplate, templateVariables } from '../../backend/src/common/sms/render.js';

const thai = (n: number) => 'ก'.repeat(n);

describe('segment counting (domain.md checks)', () => {
  it.each([
    [160, 'a', 'gsm7', 1],
    [161, 'a', 'gsm7', 2],
    [306, 'a', 'gsm7', 2],
    [307, 'a', 'gsm7', 3],
    [459, 'a', 'gsm7', 3],
    [70, 'ก', 'ucs2', 1],
    [71, 'ก', 'ucs2', 2],
    [201, 'ก', 'ucs2', 3],
    [202, 'ก', 'ucs2', 4],
  ])('%i × %s → %s, %i parts', (length, char, encoding, parts) => {
    expect(analyzeText(char.repeat(length))).toMatchObject({ encoding, parts });
  });

  it('counts GSM-7 extension characters as two', () => {
    expect(analyzeText('{}[]~|^\\€')).toMatchObject({ encoding: 'gsm7', characters: 9, units: 18, parts: 1 });
    expect(analyzeText('€'.repeat(80))).toMatchObject({ units: 160, parts: 1 });
    expect(analyzeText('€'.repeat(81))).toMatchObject({ units: 162, parts: 2 });
  });

  it('names the character that forced UCS-2', () => {
    expect(analyzeText('Hello สวัสดี')).toMatchObject({ encoding: 'ucs2', forcedBy: 'ส' });
    expect(analyzeText('It’s here')).toMatchObject({ encoding: 'ucs2', forcedBy: '’' });
    expect(analyzeText('Plain text')).toMatchObject({ encoding: 'gsm7', forcedBy: null });
  });

  it('counts Thai vowels and tone marks as code points of their own', () => {
    expect(analyzeText('น้ำ')).toMatchObject({ encoding: 'ucs2', characters: 3, units: 3 });
  });

  it('counts an emoji outside the BMP as two units and never splits it', () => {
    expect(analyzeText('😀')).toMatchObject({ encoding: 'ucs2', characters: 1, units: 2, parts: 1 });
    const text = thai(66) + '😀' + thai(10);
    const parts = splitParts(text);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toBe(thai(66));
    expect(parts[1].startsWith('😀')).toBe(true);
    expect(parts.join('')).toBe(text);
  });

  it('never splits an escaped GSM-7 character', () => {
    const text = 'a'.repeat(152) + '€' + 'b'.repeat(20);
    const parts = splitParts(text);
    expect(parts[0]).toBe('a'.repeat(152));
    expect(parts.join('')).toBe(text);
  });

  it('encodes every character it counts as GSM-7 in the septets it counted, and back', () => {
    const basic = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà';
    const extended = '^{}\\[~]|€\f';
    for (const text of [basic, extended]) {
      expect(analyzeText(text).encoding).toBe('gsm7');
      const septets = encodeGsm7(text);
      expect(septets).toHaveLength(analyzeText(text).units);
      expect(septets.includes(0x3f) && !text.includes('?')).toBe(false);
      expect(decodeGsm7(septets)).toBe(text);
    }
    expect([...encodeGsm7('@A€')]).toEqual([0x00, 0x41, 0x1b, 0x65]);
  });

  it('counts an empty message as no part', () => {
    expect(analyzeText('')).toMatchObject({ parts: 0, characters: 0 });
  });
});

describe('message variables', () => {
  it('lists, renders and reports missing variables', () => {
    const text = 'Hi {{firstName}} {{ lastName }}, code {{firstName}}';
    expect(templateVariables(text)).toEqual(['firstName', 'lastName']);
    expect(renderTemplate(text, { firstName: 'สมชาย', lastName: 'X' })).toBe('Hi สมชาย X, code สมชาย');
    expect(missingVariables(text, ['firstName'])).toEqual(['lastName']);
  });

  it('does not read inherited names', () => {
    expect(renderTemplate('{{constructor}}{{toString}}', {})).toBe('');
  });

  it('leaves a variable given without a value (a person without that field) empty', () => {
    expect(renderTemplate('Hi {{firstName}}!', { firstName: undefined })).toBe('Hi !');
  });

  it('a Thai name turns an English template into UCS-2', () => {
    expect(analyzeText(renderTemplate('Hi {{firstName}}', { firstName: 'Tom' })).encoding).toBe('gsm7');
    expect(analyzeText(renderTemplate('Hi {{firstName}}', { firstName: 'สมชาย' })).encoding).toBe('ucs2');
  });
});
