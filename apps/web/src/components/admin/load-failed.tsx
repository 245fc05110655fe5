import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { adminMessages } from '@/i18n/admin-messages';
import { useOfflineState } from '@/lib/offline-copy-store';
import './load-failed.css';

const copy = adminMessages.loadFailed;

interface LoadFailedProps {
  /** Asks again: offline the call also runs by itself once the network returns. */
  onRetry: () => unknown;
  /** Inside a table's empty row rather than in place of a whole screen. */
  compact?: boolean;
}

/**
 * In place of an admin screen or list whose data never arrived
 * (lib/offline-query.ts failedToLoad): offline, that the network is gone and
 * the data comes back by itself; online, that the server cannot be reached,
 * with a button to ask again, since nothing else will.
 */
export function LoadFailed({ onRetry, compact = false }: LoadFailedProps) {
  const { offline } = useOfflineState();
  return (
    // A status, so a screen reader says it when it replaces the rows.
    <div
      role="status"
      className={compact ? 'load-failed load-failed--compact' : 'load-failed'}
      data-testid="load-failed"
    >
      <Result
        status="warning"
        title={offline ? copy.offlineTitle : copy.serverTitle}
        subTitle={offline ? copy.offlineText : copy.serverText}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void onRetry()}>
            {copy.retry}
          </Button>
        }
      />
    </div>
  );
}
