/**
 * Request values are used to look things up in whitelists (sort fields, filter fields,
 * message keys). A plain `record[key]` also finds inherited names such as `__proto__`,
 * `constructor` or `toString`, and whatever is done with what it finds can reach
 * `Object.prototype`. These helpers only ever see a record's own keys.
 */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: unknown): V | undefined {
  return typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;
}

export function hasOwnKey(record: object, key: unknown): key is string {
  return typeof key === 'string' && Object.hasOwn(record, key);
}
