/**
 * Where the browser loads a stored image or file from. Files the platform
 * keeps are stored as paths ('/uploads/...') and served by the same origin as
 * the app; full http(s) addresses are used as they are.
 */
export function mediaSrc(stored: string | null | undefined): string | undefined {
  if (!stored) return undefined;
  if (/^https?:\/\//i.test(stored)) return stored;
  return stored.startsWith('/') ? stored : `/${stored}`;
}
