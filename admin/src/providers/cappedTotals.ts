/**
 * The API counts a list exactly up to 10,000 rows (1,000 when a search, a tag or a group narrows
 * it) and then answers `Content-Range: … /10000+` (or `/1000+`). ra-data-simple-rest reads that
 * as the number and returns the response's JSON array as `data`;
 * the http client marks those arrays here so getList can tell the list "more than this".
 */
const cappedPages = new WeakSet<object>();

export const markCappedPage = (contentRange: string | null, json: unknown): void => {
  if (contentRange?.trim().endsWith('+') && json && typeof json === 'object') cappedPages.add(json);
};

export const wasCapped = (data: unknown): boolean => Boolean(data && typeof data === 'object' && cappedPages.has(data));

export const isCappedTotal = (meta: unknown): boolean =>
  Boolean(meta && typeof meta === 'object' && (meta as { totalCapped?: boolean }).totalCapped);
