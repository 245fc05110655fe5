/**
 * Where the sign-in page sends a student back to (`/login?next=…`): a page of
 * this app only. An address starting with `//` or `/\` would be another site.
 */
export function safeReturnPath(raw: string | null): string | null {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return null;
  }
  return raw;
}

/** The sign-in page, coming back to `path` after. */
export function loginReturningTo(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
