import { walletEntryKindLabels } from '@sabora/contract';
import type { AdminWalletEntry } from '@sabora/contract';
import { Tag } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { AdminTable } from '@/components/admin/admin-table';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDate } from '@/lib/format-date';
import { formatMoney, formatSignedMoney } from '@/lib/format-money';
import { LongNote } from '@/components/admin/long-note';

const copy = operationsMessages.ops.wallet;

// What moved and by how much first: on a phone the table scrolls and these show.
const columns: TableColumnsType<AdminWalletEntry> = [
  {
    key: 'kind',
    title: copy.kind,
    render: (_, entry) => (
      <>
        {walletEntryKindLabels[entry.kind]}
        {entry.course && (
          <Tag className="admin-table__tag">
            <bdi>{entry.course.title}</bdi>
          </Tag>
        )}
      </>
    ),
  },
  {
    key: 'amount',
    title: copy.amount,
    render: (_, entry) => (
      <strong
        className={`ops-nowrap ${entry.amount < 0 ? 'wallet-amount--out' : 'wallet-amount--in'}`}
      >
        {formatSignedMoney(entry.amount)}
      </strong>
    ),
  },
  {
    key: 'balanceAfter',
    title: copy.balanceAfter,
    render: (_, entry) => <span className="ops-nowrap">{formatMoney(entry.balanceAfter)}</span>,
  },
  {
    key: 'date',
    title: copy.date,
    render: (_, entry) => <bdi className="admin-table__date">{formatDate(entry.createdAt)}</bdi>,
  },
  {
    key: 'note',
    title: copy.note,
    className: 'ops-wrap',
    render: (_, entry) => <LongNote note={entry.note} />,
  },
  {
    key: 'admin',
    title: copy.by,
    render: (_, entry) => entry.admin?.name ?? '',
  },
];

interface WalletEntriesTableProps {
  entries: AdminWalletEntry[] | undefined;
  loading: boolean;
  pagination: TablePaginationConfig | false;
}

/** A wallet's lines, newest first: what moved, by how much, and the balance after. */
export function WalletEntriesTable({ entries, loading, pagination }: WalletEntriesTableProps) {
  return (
    <AdminTable<AdminWalletEntry>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: copy.empty }}
      data-testid="wallet-entries"
    />
  );
}
