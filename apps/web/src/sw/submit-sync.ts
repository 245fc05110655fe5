/// <reference lib="webworker" />
import { apiPrefix } from '@sabora/contract/paths';
import { BackgroundSyncPlugin, type Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** An exam's submit (POST) or its draft (PUT), and nothing under them. */
const submitPath = new RegExp(`^${apiPrefix}/user/exams/[^/]+$`);
const draftPath = new RegExp(`^${apiPrefix}/user/exams/[^/]+/draft$`);

// A submit made before the deadline is worth sending a day later: the server answers with what it kept.
const keepMinutes = 24 * 60;

declare const self: ServiceWorkerGlobalScope;

type Entry = NonNullable<Awaited<ReturnType<Queue['shiftRequest']>>>;

/**
 * Replays only the newest request of each exam (a later draft or submit holds
 * the student's latest choices; an older one sent after it would set the
 * server's draft back). While a page of the app is open it sends them itself
 * (the exam page, and the app shell's outbox: decision 0174), so the queue is
 * dropped rather than raced against it; the server's idempotent submit makes
 * a double send harmless, but an old draft is not.
 */
async function replayNewest({ queue }: { queue: Queue }): Promise<void> {
  const newest = new Map<string, Entry>();
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const kept = newest.get(entry.request.url);
    if (!kept || (entry.timestamp ?? 0) >= (kept.timestamp ?? 0)) {
      newest.set(entry.request.url, entry);
    }
  }
  if ((await self.clients.matchAll({ type: 'window' })).length > 0) return;
  const waiting = [...newest.values()];
  for (const [index, entry] of waiting.entries()) {
    try {
      await fetch(entry.request.clone());
    } catch (error) {
      // Still no network: what was not sent waits for the next sync.
      for (const unsent of waiting.slice(index)) await queue.pushRequest(unsent);
      throw error;
    }
  }
}

/**
 * Exam submits and drafts that fail for lack of a network, replayed by the
 * service worker when the connection returns (Background Sync), even with
 * the tab closed. Browsers without Background Sync replay when the service
 * worker next starts; the page's outbox covers them as well.
 */
export function registerSubmitSync(): void {
  const submits = new BackgroundSyncPlugin('exam-submits', {
    maxRetentionTime: keepMinutes,
    onSync: replayNewest,
  });
  const drafts = new BackgroundSyncPlugin('exam-drafts', {
    maxRetentionTime: keepMinutes,
    onSync: replayNewest,
  });
  registerRoute(
    ({ url }) => submitPath.test(url.pathname),
    new NetworkOnly({ plugins: [submits] }),
    'POST',
  );
  registerRoute(
    ({ url }) => draftPath.test(url.pathname),
    new NetworkOnly({ plugins: [drafts] }),
    'PUT',
  );
}
