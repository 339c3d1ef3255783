/**
 * Message variables: `{{firstName}}` and the like, filled per recipient. Pure code with no
 * imports, shared by the API, the worker and the admin's editor.
 */

const VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}/g;

/** The variable names a text uses, each once, in order of first use. */
export function templateVariables(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VARIABLE), (match) => match[1]))];
}

/**
 * The text with every variable replaced by its value. A variable the values lack becomes
 * empty; callers that must refuse such sends check `missingVariables` first.
 */
export function renderTemplate(text: string, values: Readonly<Record<string, string | undefined>>): string {
  return text.replace(VARIABLE, (_, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? '') : ''));
}

/** Variables the text uses that the available names do not include. */
export function missingVariables(text: string, available: Iterable<string>): string[] {
  const names = new Set(available);
  return templateVariables(text).filter((name) => !names.has(name));
}
