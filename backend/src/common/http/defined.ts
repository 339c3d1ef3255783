/** The fields a partial update actually carries: absent optional DTO fields arrive as undefined. */
export function definedOnly<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<T>;
}
