import { Button, Result } from 'antd';
import { messages } from '@/i18n/messages';

/** Shown when a page throws or its code cannot load (e.g. a stale deploy). */
export function RouteError() {
  return (
    <Result
      status="warning"
      title={messages.errors.pageCrashed}
      subTitle={messages.errors.pageCrashedHint}
      extra={
        <Button
          type="primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {messages.errors.reload}
        </Button>
      }
    />
  );
}
