import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { useOfflineState } from '@/lib/offline-copy-store';

/**
 * Says, calmly, that what the page shows is the copy kept on the phone: while
 * the browser is offline, or while the last answer came from the service
 * worker's cache. Gone with the next fresh answer.
 */
export function OfflineBar() {
  const { offline, copySavedAt } = useOfflineState();
  if (!offline && copySavedAt === null) return null;
  return (
    <div className="pwa-offline-bar" role="status" data-testid="offline-bar">
      {messages.app.offline.bar(copySavedAt === null ? null : formatDate(copySavedAt))}
    </div>
  );
}
