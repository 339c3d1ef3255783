import { describe, expect, it } from 'vitest';
import { guessVariableColumns } from './variableColumns';

const known = [
  { key: 'firstName', label: 'app.templates.variables.firstName' },
  { key: 'lastName', label: 'app.templates.variables.lastName' },
  { key: 'mobile', label: 'app.templates.variables.mobile' },
  { key: 'points', label: 'Member points' },
];
const labels: Record<string, string> = {
  'app.templates.variables.firstName': 'First name',
  'app.templates.variables.lastName': 'Last name',
};
const labelOf = (field: { label: string }) => labels[field.label] ?? field.label;

describe('Quick Send: a file’s columns for the message’s variables, as the import wizard maps them', () => {
  it('maps ชื่อ to firstName, a custom field by its label, a file-only variable by its name, and finds the phone column', () => {
    const guess = guessVariableColumns(
      ['เบอร์โทร', 'ชื่อ', 'นามสกุล', 'Member points', 'Code'],
      ['firstName', 'lastName', 'points', 'Code', 'mobile'],
      known,
      labelOf,
    );
    expect(guess).toEqual({
      phoneColumn: 'เบอร์โทร',
      variables: { firstName: 'ชื่อ', lastName: 'นามสกุล', points: 'Member points', Code: 'Code', mobile: 'เบอร์โทร' },
    });
  });

  it('reads English headers whatever their case and spacing, and leaves a variable no column fits unmapped', () => {
    const guess = guessVariableColumns(['Phone Number', 'FIRST_NAME', 'Note'], ['firstName', 'nickname'], known, labelOf);
    expect(guess).toEqual({ phoneColumn: 'Phone Number', variables: { firstName: 'FIRST_NAME' } });
  });

  it('falls back to the first column for the phone when nothing looks like one', () => {
    expect(guessVariableColumns(['A', 'B'], [], known, labelOf)).toEqual({ phoneColumn: 'A', variables: {} });
  });
});
