// The install offer's memory on the phone (decision 0172).
const visitsKey = 'sabora:visits';
const visitCountedKey = 'sabora:visit-counted';
const dismissedKey = 'sabora:install-dismissed';

// Storage can be refused (private modes, a full disk): the offer then simply waits.
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    return;
  }
}

/** Counts this visit once per browser session (a tab's lifetime). */
export function countVisit(): void {
  if (read(sessionStorage, visitCountedKey)) return;
  write(sessionStorage, visitCountedKey, '1');
  write(localStorage, visitsKey, String(visitCount() + 1));
}

function visitCount(): number {
  const count = Number(read(localStorage, visitsKey));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * From the second visit on. This visit is counted once the page is idle
 * (register-worker.ts); until then a visit counted before is enough, so the
 * offer does not wait for the count, nor for a render after it.
 */
export function isReturningVisitor(): boolean {
  const thisVisitCounted = read(sessionStorage, visitCountedKey) !== null;
  return visitCount() >= (thisVisitCounted ? 2 : 1);
}

export const installOfferDismissed = () => read(localStorage, dismissedKey) !== null;

export function rememberInstallDismissed(): void {
  write(localStorage, dismissedKey, String(Date.now()));
}
