import { guessMapping } from '@/resources/imports/mapping';
import type { ImportField } from '@/resources/imports/types';
import type { TemplateVariable } from '@/resources/templates/actions';

/** The phone column and a column for each variable, as the import wizard would map them. */
export interface GuessedColumns {
  phoneColumn: string;
  /** Variable → column; a variable no column looks like is absent. */
  variables: Record<string, string>;
}

/**
 * A file's columns for the phone number and the message's variables, guessed by the import
 * wizard's own matching (guessMapping: key, label, translated label or a usual other name such as
 * "ชื่อ" for firstName). A variable of no person field (a file's own column) is matched by its name.
 */
export const guessVariableColumns = (
  header: string[],
  used: string[],
  known: TemplateVariable[],
  labelOf: (field: ImportField) => string,
): GuessedColumns => {
  const fields: ImportField[] = [
    { key: 'mobile', label: 'app.templates.variables.mobile', required: true },
    ...used
      .filter((name) => name !== 'mobile')
      .map((name) => ({ key: name, label: known.find((variable) => variable.key === name)?.label ?? name, required: false })),
  ];
  const mapping = guessMapping(header, fields, labelOf);
  const columnOf = (key: string) => header.find((column) => mapping[column] === key);
  const variables: Record<string, string> = {};
  for (const name of used) {
    const column = columnOf(name);
    if (column) variables[name] = column;
  }
  return { phoneColumn: columnOf('mobile') ?? header[0] ?? '', variables };
};
