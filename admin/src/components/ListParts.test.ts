import { describe, expect, it } from 'vitest';

// Every screen's source, as text: the page size is written where each list is declared.
const sources = import.meta.glob<string>(['../resources/**/*.tsx', '../pages/**/*.tsx', '!**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The opening tag from `start`: up to its first `>` outside braces (props hold elements such as `actions={<X />}`). */
function openingTag(source: string, start: number): string {
  let depth = 0;
  for (let at = start; at < source.length; at++) {
    const char = source[at];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '>' && depth === 0) return source.slice(start, at + 1);
  }
  return source.slice(start);
}

/** `perPage` of each list a screen declares: react-admin's List, ResourceList, ReferenceManyField. */
function listPageSizes(source: string): string[] {
  const starts = [...source.matchAll(/<(List|ResourceList|ReferenceManyField)\b/g)].map((match) => match.index);
  return starts.flatMap((start) => {
    const tag = openingTag(source, start);
    // The list's own prop, not one of an element inside it.
    const own = tag.replace(/\{<[^]*?\/>\}/g, '');
    return [...own.matchAll(/perPage=\{([^}]+)\}/g)].map((match) => match[1].trim());
  });
}

describe('list page sizes', () => {
  it('shows 10 rows a page on every list (the specification’s default), People Structure included', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(20);
    const others = files.flatMap((file) =>
      listPageSizes(sources[file])
        .filter((size) => size !== '10')
        .map((size) => `${file}: perPage={${size}}`),
    );
    expect(others).toEqual([]);
  });
});
