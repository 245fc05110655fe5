import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { adminMessages } from '@/i18n/admin-messages';
import { useOfflineState } from '@/lib/offline-copy-store';
import { useWhenServerAnswers } from '@/lib/use-when-server-answers';
import './load-failed.css';

const copy = adminMessages.loadFailed;

interface LoadFailedProps {
  /**
   * Asks again: on "try again", and by itself each time the server's health
   * check answers (lib/use-when-server-answers.ts), then joining a call already
   * on its way (a query's refetch on reconnect) rather than cancelling it.
   */
  onRetry: (options?: { cancelRefetch?: boolean }) => unknown;
  /** Inside a table's empty row rather than in place of a whole screen. */
  compact?: boolean;
}

/**
 * In place of an admin screen or list whose data never arrived
 * (lib/offline-query.ts failedToLoad): offline, that the network is gone;
 * online, that the server cannot be reached. Either way the data comes back by
 * itself once the server answers again, or on "try again".
 */
export function LoadFailed({ onRetry, compact = false }: LoadFailedProps) {
  const { offline } = useOfflineState();
  useWhenServerAnswers(() => onRetry({ cancelRefetch: false }));
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
