import { PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Modal, Space } from 'antd';
import { useId, useState } from 'react';
import { NumberInput } from '@/components/form/number-input';
import { useConfirm } from '@/components/use-confirm';
import { watchReportsMessages } from '@/i18n/watch-reports-messages';
import { useGrantViews } from '../api/grant-views';
import './views-actions.css';

const copy = watchReportsMessages.grant;

interface ViewsActionsProps {
  videoId: string;
  userId: string;
  /** The student (on a video's list) or the video (on a student's page), for the dialogs. */
  name: string;
  /** Whether there is anything to reset. */
  used: number;
  /** Whether the video limits views: adding views to an unlimited one would change nothing. */
  limited: boolean;
}

/** Start a student's count of views on a video again, or give views on top of its limit. */
export function ViewsActions({ videoId, userId, name, used, limited }: ViewsActionsProps) {
  const confirm = useConfirm();
  const grant = useGrantViews();
  const [adding, setAdding] = useState(false);
  const [count, setCount] = useState<number | null>(1);
  const inputId = useId();
  const busy = grant.isPending && grant.variables.userId === userId;

  return (
    <Space size={4} wrap>
      <Button
        size="small"
        icon={<UndoOutlined />}
        disabled={used === 0}
        loading={busy && grant.variables.body.action === 'reset'}
        onClick={() => {
          void confirm({ title: copy.resetTitle(name), content: copy.resetContent }).then((ok) => {
            if (ok) grant.mutate({ videoId, userId, body: { action: 'reset' } });
          });
        }}
        data-testid="views-reset"
      >
        {copy.reset}
      </Button>
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={!limited}
        title={limited ? undefined : copy.unlimited}
        onClick={() => {
          setCount(1);
          setAdding(true);
        }}
        data-testid="views-add"
      >
        {copy.add}
      </Button>
      <Modal
        open={adding}
        title={copy.addTitle(name)}
        okText={copy.confirmAdd}
        cancelText={copy.cancel}
        okButtonProps={{ disabled: count === null, loading: busy, 'data-testid': 'views-add-ok' }}
        onCancel={() => {
          setAdding(false);
        }}
        onOk={() => {
          if (count === null) return;
          grant.mutate(
            { videoId, userId, body: { action: 'add', count } },
            {
              onSuccess: () => {
                setAdding(false);
              },
            },
          );
        }}
        destroyOnHidden
      >
        <label htmlFor={inputId} className="wr-grant__label">
          {copy.count}
        </label>
        <NumberInput
          id={inputId}
          min={1}
          max={100}
          precision={0}
          value={count}
          onChange={setCount}
          inputMode="numeric"
          data-testid="views-add-count"
        />
      </Modal>
    </Space>
  );
}
