/**
 * The API counts a list exactly up to 10,000 rows and then answers `Content-Range: … /10000+`.
 * ra-data-simple-rest reads that as 10000 and returns the response's JSON array as `data`;
 * the http client marks those arrays here so getList can tell the list "more than this".
 */
const cappedPages = new WeakSet<object>();

export const markCappedPage = (contentRange: string | null, json: unknown): void => {
  if (contentRange?.trim().endsWith('+') && json && typeof json === 'object') cappedPages.add(json);
};

export const wasCapped = (data: unknown): boolean => Boolean(data && typeof data === 'object' && cappedPages.has(data));

export const isCappedTotal = (meta: unknown): boolean =>
  Boolean(meta && typeof meta === 'object' && (meta as { totalCapped?: boolean }).totalCapped);
