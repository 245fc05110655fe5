import { AdminTable } from '@/components/admin/admin-table';
import { codesMessages } from '@/i18n/codes-messages';
import type { CodeSummary } from '@sabora/contract';
import { StopOutlined } from '@ant-design/icons';
import { Button, Descriptions } from 'antd';
import type { TableColumnsType } from 'antd';
import { toast } from 'react-toastify';
import { Link, useParams } from 'react-router';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { useTableParams } from '@/components/admin/use-table-params';
import { useConfirm } from '@/components/use-confirm';
import { formatDate } from '@/lib/format-date';
import { formatAmount, formatCount } from '@/lib/format-number';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useNow } from '@/lib/use-now';
import { useBatchCodes, useDisableCodeBatch } from '../api/code-batches';
import { expiryDay } from '../lib/expiry';
import { BatchState } from './batch-state';
import { CodeStatusTag } from './code-status-tag';
import './codes-pages.css';

const copy = codesMessages.codes.batch;
const batchCopy = codesMessages.codes.batches;

/** `/admin/code-batches/:id`: the batch's codes, masked, with who used each; disable. */
export function BatchCodesPage() {
  const { id = '' } = useParams();
  const table = useTableParams();
  const now = useNow();
  const confirm = useConfirm();
  const disable = useDisableCodeBatch();
  const codes = useBatchCodes(id, { page: table.page, pageSize: defaultPageSize });
  const batch = codes.data?.batch;

  const columns: TableColumnsType<CodeSummary> = [
    { key: 'serial', title: copy.serial, render: (_, code) => code.serial },
    {
      key: 'code',
      title: copy.code,
      render: (_, code) => (
        <bdi dir="ltr" className="ops-nowrap">
          {code.masked}
        </bdi>
      ),
    },
    {
      key: 'status',
      title: copy.status,
      render: (_, code) => <CodeStatusTag status={code.status} />,
    },
    {
      key: 'student',
      title: copy.student,
      render: (_, code) =>
        code.student ? (
          <Link to={`/admin/users/${code.student._id}`}>
            <bdi>{code.student.name}</bdi>
          </Link>
        ) : code.usedAt !== null ? (
          copy.deletedStudent
        ) : null,
    },
    {
      key: 'usedAt',
      title: copy.usedAt,
      render: (_, code) =>
        code.usedAt === null ? null : (
          <bdi className="admin-table__date">{formatDate(code.usedAt)}</bdi>
        ),
    },
  ];

  const askDisable = async () => {
    const sure = await confirm({ title: copy.disableTitle, content: copy.disableConfirm });
    if (!sure) return;
    disable.mutate(id, {
      onSuccess: () => {
        toast.success(copy.disabled);
      },
    });
  };

  return (
    <AdminPage
      title={copy.title}
      actions={
        <>
          <Link to="/admin/code-batches">{copy.back}</Link>
          {batch && batch.disabledAt === null && (
            <Button
              danger
              icon={<StopOutlined />}
              loading={disable.isPending}
              onClick={() => void askDisable()}
              data-testid="code-batch-disable"
            >
              {copy.disable}
            </Button>
          )}
        </>
      }
    >
      {batch && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          className="batch-summary"
          items={[
            { key: 'amount', label: batchCopy.amount, children: formatAmount(batch.amount) },
            {
              key: 'used',
              label: batchCopy.used,
              children: batchCopy.usedOf(formatCount(batch.used), formatCount(batch.count)),
            },
            {
              key: 'state',
              label: batchCopy.state,
              children: <BatchState batch={batch} now={now} />,
            },
            {
              key: 'expiresAt',
              label: batchCopy.expiresAt,
              children: batch.expiresAt === null ? batchCopy.noExpiry : expiryDay(batch.expiresAt),
            },
            { key: 'createdAt', label: batchCopy.createdAt, children: formatDate(batch.createdAt) },
            { key: 'note', label: batchCopy.note, children: <bdi>{batch.note}</bdi> },
          ]}
          data-testid="code-batch-summary"
        />
      )}
      <AdminTableCard>
        <AdminTable<CodeSummary>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={codes.data?.codes}
          loading={codes.isFetching}
          query={codes}
          locale={{ emptyText: copy.empty }}
          pagination={tablePagination({
            page: table.page,
            total: codes.data?.count ?? 0,
            onChange: table.setPage,
          })}
          data-testid="batch-codes-table"
        />
      </AdminTableCard>
    </AdminPage>
  );
}
