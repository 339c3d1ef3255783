import { describe, expect, it } from 'vitest';
import { bangkokIso, emptyDraft, splitNumbers, toInput } from './draft';

describe('Quick Send draft', () => {
  it('splits pasted numbers on lines, commas, semicolons and tabs', () => {
    expect(splitNumbers('0812345678\n081-234-5679, +66812345670;\t 0899999999\n\n')).toEqual([
      '0812345678',
      '081-234-5679',
      '+66812345670',
      '0899999999',
    ]);
  });

  it('reads a scheduled time as Bangkok time', () => {
    expect(bangkokIso('2026-12-01T10:30')).toBe('2026-12-01T10:30:00+07:00');
    expect(bangkokIso('')).toBeNull();
  });

  it('sends typed numbers or the file, never both', () => {
    const typed = toInput({ ...emptyDraft(), senderName: 'Shop', message: 'Hi', numbers: '0812345678\n0812345679' });
    expect(typed).toMatchObject({
      senderName: 'Shop',
      message: 'Hi',
      recipients: ['0812345678', '0812345679'],
      scheduledAt: null,
    });
    expect(typed).not.toHaveProperty('fileId');
    const upload = {
      id: 'f1',
      name: 'a.csv',
      size: 1,
      type: 'csv',
      header: ['mobile'],
      sample: [],
      rows: 1,
      createdAt: '',
    } as never;
    const file = toInput({
      ...emptyDraft(),
      audience: 'file',
      upload,
      phoneColumn: 'mobile',
      message: 'Hi {{firstName}}',
      variables: { firstName: 'name' },
    });
    expect(file).toMatchObject({ fileId: 'f1', phoneColumn: 'mobile', variables: { firstName: 'name' } });
    expect(file).not.toHaveProperty('recipients');
  });

  it('sends people as the audience: everyone, or the chosen tags and groups', () => {
    const chosen = toInput({ ...emptyDraft(), audience: 'people', tagIds: ['t1'], groupIds: ['g1'], numbers: '0812345678' });
    expect(chosen).toMatchObject({ tagIds: ['t1'], groupIds: ['g1'] });
    expect(chosen).not.toHaveProperty('recipients');
    expect(chosen).not.toHaveProperty('allPeople');
    const everyone = toInput({ ...emptyDraft(), audience: 'people', allPeople: true, tagIds: ['t1'] });
    expect(everyone).toMatchObject({ allPeople: true });
    expect(everyone).not.toHaveProperty('tagIds');
  });

  it('sends with typed numbers what those without a value get, and the typed values only when chosen', () => {
    const base = { ...emptyDraft(), message: 'Hi {{firstName}}', numbers: '0812345678', fallbackValues: { firstName: 'friend' } };
    expect(toInput(base)).toMatchObject({ missingValues: 'empty' });
    expect(toInput(base)).not.toHaveProperty('fallbackValues');
    expect(toInput({ ...base, missingValues: 'fallback' })).toMatchObject({
      missingValues: 'fallback',
      fallbackValues: { firstName: 'friend' },
    });
    expect(toInput({ ...base, missingValues: 'leaveOut' })).toMatchObject({ missingValues: 'leaveOut' });
    expect(toInput({ ...base, missingValues: 'leaveOut', audience: 'people', allPeople: true })).toMatchObject({
      missingValues: 'empty',
    });
  });
});
