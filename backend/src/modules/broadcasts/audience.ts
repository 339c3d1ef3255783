import type { Person } from '../people/person.entity.js';
import type { RawRecipient } from './recipients.js';

/** Typed or pasted numbers: no columns; the people who have those numbers fill the variables (SendPlanner). */
export async function* typedAudience(list: readonly string[]): AsyncGenerator<RawRecipient> {
  for (const phone of list) yield { row: null, phone, values: { mobile: phone } };
}

/**
 * An uploaded file's rows as recipients: the phone from its column, each message variable from
 * the column mapped to it. `columns` maps a header name to its index.
 */
export async function* fileAudience(
  rows: AsyncIterable<{ row: number; cells: string[] }>,
  columns: ReadonlyMap<string, number>,
  phoneColumn: string,
  variables: Readonly<Record<string, string>>,
): AsyncGenerator<RawRecipient> {
  const phoneAt = columns.get(phoneColumn)!;
  const valueAt = Object.entries(variables).map(([name, column]) => [name, columns.get(column)!] as const);
  for await (const { row, cells } of rows) {
    const values: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [name, at] of valueAt) values[name] = cells[at] ?? '';
    const phone = cells[phoneAt] ?? '';
    values.mobile ??= phone;
    yield { row, phone, values };
  }
}

/** The account's people as recipients: their own fields and custom fields fill the variables. */
export async function* peopleAudience(people: AsyncIterable<Person>): AsyncGenerator<RawRecipient> {
  for await (const person of people) yield { row: null, phone: person.mobile, values: personValues(person) };
}

/** A person's values of the message variables: the custom fields, then the person's own fields. */
export function personValues(person: Person): Record<string, string> {
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(person.fields)) values[key] = String(value);
  values.firstName = person.firstName;
  values.lastName = person.lastName;
  values.email = person.email ?? '';
  values.mobile = person.mobile;
  return values;
}
