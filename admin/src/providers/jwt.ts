const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** Expiry of a JWT in epoch milliseconds, or null when the token carries none we can read. */
export const tokenExpiresAt = (token: string): number | null => {
  try {
    const payload = JSON.parse(decodeBase64Url(token.split('.')[1] ?? '')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
};

/** An unreadable expiry counts as fresh: the server's 401 then triggers the refresh. */
export const expiresWithin = (token: string, marginMs: number, now = Date.now()): boolean => {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - now <= marginMs;
};
