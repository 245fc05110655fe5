import type { RegradeResponse } from '@sabora/contract';
import { Alert, Button, Modal, Spin } from 'antd';
import type { TableColumnsType } from 'antd';
import { toast } from 'react-toastify';
import { AdminTable } from '@/components/admin/admin-table';
import { scoreText } from '@/lib/format-score';
import { examEditorMessages } from '@/i18n/exam-editor-messages';
import { useRegradeExam, useRegradePreview } from '../../api/regrade-exam';
import './regrade-dialog.css';

const copy = examEditorMessages.regrade;

type Change = RegradeResponse['changed'][number];

const columns: TableColumnsType<Change> = [
  {
    key: 'student',
    title: copy.student,
    render: (_, change) =>
      change.user ? (
        <span className="regrade-dialog__student">
          <bdi>{change.user.name}</bdi>
          <span dir="ltr" className="regrade-dialog__phone">
            {change.user.phone}
          </span>
        </span>
      ) : (
        copy.deletedStudent
      ),
  },
  {
    key: 'before',
    title: copy.before,
    render: (_, change) => (
      <bdi dir="ltr" className="regrade-dialog__before">
        {scoreText(change.before.score, change.before.totalScore)}
      </bdi>
    ),
  },
  {
    key: 'after',
    title: copy.after,
    render: (_, change) => (
      <bdi dir="ltr" className="regrade-dialog__after">
        {scoreText(change.after.score, change.after.totalScore)}
      </bdi>
    ),
  },
];

interface RegradeDialogProps {
  examId: string;
  open: boolean;
  /** Why it opened by itself (after a save), above the dry run. */
  intro?: string;
  onClose: () => void;
}

/**
 * "إعادة التصحيح": opens on a dry run of the exam's stored results against
 * today's key, shows each result that would change (before → after) and only
 * writes them when the admin confirms.
 */
export function RegradeDialog({ examId, open, intro, onClose }: RegradeDialogProps) {
  return (
    <Modal
      open={open}
      title={copy.title}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      data-testid="regrade-dialog"
    >
      {intro && <Alert type="info" showIcon title={intro} className="regrade-dialog__intro" />}
      <RegradePreview examId={examId} onClose={onClose} />
    </Modal>
  );
}

/** Mounted while the dialog is open: each opening runs a fresh dry run. */
function RegradePreview({ examId, onClose }: { examId: string; onClose: () => void }) {
  const preview = useRegradePreview(examId);
  const regrade = useRegradeExam();

  const confirm = () => {
    regrade.mutate(
      { examId, dryRun: false },
      {
        onSuccess: (outcome) => {
          toast.success(copy.done(outcome.count));
          onClose();
        },
        onError: () => {
          toast.error(copy.failed);
        },
      },
    );
  };

  if (preview.isPending) {
    return (
      <div className="regrade-dialog__checking">
        <Spin />
        <span>{copy.checking}</span>
      </div>
    );
  }
  if (preview.isError) return <Alert type="error" showIcon title={copy.failed} />;
  const { count, checked, changed } = preview.data;
  return (
    <>
      {count === 0 ? (
        <Alert
          type="success"
          showIcon
          title={copy.nothing(checked)}
          data-testid="regrade-nothing"
        />
      ) : (
        <>
          <p className="regrade-dialog__summary" data-testid="regrade-summary">
            {copy.summary(count, checked)}
          </p>
          <AdminTable<Change>
            size="small"
            rowKey="result"
            columns={columns}
            dataSource={changed}
            pagination={changed.length > 10 ? { pageSize: 10, size: 'small' } : false}
            data-testid="regrade-table"
          />
        </>
      )}
      <div className="regrade-dialog__footer">
        <Button onClick={onClose} data-testid="regrade-cancel">
          {count > 0 ? copy.cancel : copy.close}
        </Button>
        {count > 0 && (
          <Button
            type="primary"
            loading={regrade.isPending}
            onClick={confirm}
            data-testid="regrade-confirm"
          >
            {copy.confirm(count)}
          </Button>
        )}
      </div>
    </>
  );
}
