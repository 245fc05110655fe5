import type { z } from 'zod';

/**
 * The phone's copies of an exam (its answers, its waiting submit) in
 * localStorage. Storage can be full or refused (private modes): a read then
 * finds nothing and a write is dropped, and the page goes on with what it
 * holds in memory and on the server.
 */
export function readStored<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    return;
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    return;
  }
}

/** The keys that start with `prefix`, without it; none when storage is refused. */
export function storedKeysUnder(prefix: string): string[] {
  const found: string[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(prefix)) found.push(key.slice(prefix.length));
    }
  } catch {
    return found;
  }
  return found;
}
