type Child = Node | string | null | undefined | false;
type Props = Record<string, unknown> & { class?: string; style?: Partial<CSSStyleDeclaration> };

/**
 * Builds an element: `on*` props become listeners, `class` and `style` set those, other
 * props set the DOM property of that name (text, never HTML). Falsy children are skipped.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') element.className = value as string;
    else if (name === 'style') Object.assign(element.style, value);
    else if (name.startsWith('on')) element.addEventListener(name.slice(2).toLowerCase(), value as EventListener);
    else if (name in element) (element as unknown as Record<string, unknown>)[name] = value;
    else element.setAttribute(name, String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}
