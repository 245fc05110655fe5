import { AdminTable } from '@/components/admin/admin-table';
import { codesMessages } from '@/i18n/codes-messages';
import type { CodeBatch } from '@sabora/contract';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { NewButton } from '@/components/admin/table-parts';
import { useTableParams } from '@/components/admin/use-table-params';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDate } from '@/lib/format-date';
import { formatAmount, formatCount } from '@/lib/format-number';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useNow } from '@/lib/use-now';
import { useCodeBatches } from '../api/code-batches';
import { expiryDay } from '../lib/expiry';
import { BatchState } from './batch-state';

const copy = codesMessages.codes.batches;

/** `/admin/code-batches` (main admins): every printed batch, newest first. */
export function CodeBatchesPage() {
  const table = useTableParams();
  const navigate = useNavigate();
  const now = useNow();
  const batches = useCodeBatches({ page: table.page, pageSize: defaultPageSize });
  const columns: TableColumnsType<CodeBatch> = [
    {
      key: 'createdAt',
      title: copy.createdAt,
      render: (_, batch) => <bdi className="admin-table__date">{formatDate(batch.createdAt)}</bdi>,
    },
    {
      key: 'amount',
      title: copy.amount,
      render: (_, batch) => <strong className="ops-nowrap">{formatAmount(batch.amount)}</strong>,
    },
    {
      key: 'used',
      title: copy.used,
      render: (_, batch) => copy.usedOf(formatCount(batch.used), formatCount(batch.count)),
    },
    {
      key: 'expiresAt',
      title: copy.expiresAt,
      render: (_, batch) =>
        batch.expiresAt === null ? copy.noExpiry : <bdi>{expiryDay(batch.expiresAt)}</bdi>,
    },
    {
      key: 'state',
      title: copy.state,
      render: (_, batch) => <BatchState batch={batch} now={now} />,
    },
    {
      key: 'note',
      title: copy.note,
      className: 'ops-wrap',
      render: (_, batch) => <bdi>{batch.note}</bdi>,
    },
    {
      key: 'admin',
      title: copy.admin,
      render: (_, batch) => batch.admin?.name ?? operationsMessages.ops.deletedAdmin,
    },
    {
      key: 'open',
      title: '',
      render: (_, batch) => (
        <Link to={`/admin/code-batches/${batch._id}`} data-testid="code-batch-open">
          {copy.open}
        </Link>
      ),
    },
  ];
  return (
    <AdminPage
      title={copy.title}
      actions={
        <NewButton
          testId="code-batch-new"
          onClick={() => {
            void navigate('/admin/code-batches/new');
          }}
        >
          {copy.newBatch}
        </NewButton>
      }
    >
      <AdminTableCard>
        <AdminTable<CodeBatch>
          rowKey="_id"
          size="middle"
          columns={columns}
          dataSource={batches.data?.batches}
          loading={batches.isFetching}
          query={batches}
          locale={{ emptyText: copy.empty }}
          pagination={tablePagination({
            page: table.page,
            total: batches.data?.count ?? 0,
            onChange: table.setPage,
          })}
          data-testid="code-batches-table"
        />
      </AdminTableCard>
    </AdminPage>
  );
}
