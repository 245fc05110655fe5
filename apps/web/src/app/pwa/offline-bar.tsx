import { useLocation } from 'react-router';
import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { useOfflineState } from '@/lib/offline-copy-store';

/**
 * Says, calmly, that what the page shows is the copy kept on the phone: while
 * the browser is offline, or while the last answer came from the service
 * worker's cache. Gone with the next fresh answer, and while a screen says it
 * in its own words (the exam's questions).
 */
export function OfflineBar() {
  const { offline, copySavedAt, covered } = useOfflineState();
  // The worker never keeps an admin's calls (sw/api-cache.ts): "what you opened
  // before is here" would be untrue there.
  const admin = /^\/admin(?:\/|$)/.test(useLocation().pathname);
  if (covered || (!offline && copySavedAt === null)) return null;
  return (
    <div className="pwa-offline-bar" role="status" data-testid="offline-bar">
      {admin
        ? messages.app.offline.adminBar
        : messages.app.offline.bar(copySavedAt === null ? null : formatDate(copySavedAt))}
    </div>
  );
}
