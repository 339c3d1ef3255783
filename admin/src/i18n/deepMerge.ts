export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Merges locale files key by key, at every depth, so two files that both hold `resources` or
 * `app` keep the keys of each (a shallow spread keeps only the last file's section).
 */
export function deepMerge(...trees: MessageTree[]): MessageTree {
  const merged: MessageTree = {};
  for (const tree of trees) mergeInto(merged, tree, '');
  return merged;
}

function mergeInto(target: MessageTree, source: MessageTree, path: string): void {
  for (const [key, value] of Object.entries(source)) {
    // JSON.parse makes "__proto__" an own key; assigning it would replace the prototype.
    if (key === '__proto__') throw new Error(`Locale key ${path}${key} is not allowed`);
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (existing !== undefined && (typeof existing === 'string') !== (typeof value === 'string')) {
      throw new Error(`Locale key ${path}${key} is both a message and a section`);
    }
    if (typeof value === 'string') target[key] = value;
    else {
      const section = (existing as MessageTree | undefined) ?? {};
      mergeInto(section, value, `${path}${key}.`);
      target[key] = section;
    }
  }
}
