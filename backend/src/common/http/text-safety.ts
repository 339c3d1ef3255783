/**
 * Text PostgreSQL cannot store (a NUL byte) or that is not really text (a lone UTF-16
 * surrogate, which UTF-8 cannot encode and the driver would silently turn into U+FFFD).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

/**
 * Keys that name something every object inherits (`__proto__`, `constructor`, `toString`…)
 * or `prototype`. No field of ours is called that; as a key of a request object they only
 * serve to reach a prototype when the object is copied or transformed.
 */
export function isInheritedName(key: string): boolean {
  return key === 'prototype' || key in Object.prototype;
}

export type InputProblem = { path: string; key: 'validation.invalidText' | 'validation.unknownField' };

/**
 * Every string of a parsed request value that is unsafe text, and every key that is an
 * inherited name, with its path (`a.b.0`). Iterative: safe on any value that passed the
 * JSON depth check.
 */
export function inputProblems(value: unknown, root = ''): InputProblem[] {
  const found: InputProblem[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (isUnsafeText(node)) found.push({ path: path || 'value', key: 'validation.invalidText' });
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnsafeText(key)) found.push({ path: path || 'value', key: 'validation.invalidText' });
        else if (isInheritedName(key)) found.push({ path: childPath, key: 'validation.unknownField' });
        else stack.push([child, childPath]);
      }
    }
  }
  return found;
}
