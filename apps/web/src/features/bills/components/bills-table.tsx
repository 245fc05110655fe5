import { billMethodLabels } from '@sabora/contract';
import type { Bill } from '@sabora/contract';
import { Tag } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { Link } from 'react-router';
import { AdminTable, type ListQuery } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDate } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { useCan } from '@/lib/permissions';
import { useDeleteBill } from '../api/bills';
import { LongNote } from '@/components/admin/long-note';

const copy = operationsMessages.ops.bills;

interface BillsTableProps {
  bills: Bill[] | undefined;
  loading: boolean;
  /** The list's call: AdminTable says when it got no answer. */
  query?: ListQuery;
  /** The student column is left out on one student's pages. */
  showStudent?: boolean;
  pagination?: TablePaginationConfig | false;
  empty?: string;
}

/** Payments, newest first; the main admin may delete one (with a confirm). */
export function BillsTable({
  bills,
  loading,
  query,
  showStudent = true,
  pagination = false,
  empty = copy.empty,
}: BillsTableProps) {
  const deletes = useCan('bills.delete');
  const remove = useDeleteBill();
  const columns: TableColumnsType<Bill> = [
    {
      key: 'date',
      title: copy.date,
      render: (_, bill) => <bdi className="admin-table__date">{formatDate(bill.createdAt)}</bdi>,
    },
    ...(showStudent
      ? [
          {
            key: 'student',
            title: copy.student,
            render: (_: unknown, bill: Bill) =>
              bill.student ? (
                <Link to={`/admin/users/${bill.student._id}`}>
                  <bdi>{bill.student.name}</bdi>
                </Link>
              ) : (
                operationsMessages.ops.deletedStudent
              ),
          },
        ]
      : []),
    {
      key: 'amount',
      title: copy.amount,
      render: (_, bill) => <strong className="ops-nowrap">{formatAmount(bill.amount)}</strong>,
    },
    { key: 'method', title: copy.method, render: (_, bill) => billMethodLabels[bill.method] },
    {
      key: 'courses',
      title: copy.activatedCourses,
      // A bill that activates several courses put all their tags on one line, and the
      // table ran past its card at 1366 px: they wrap, in the note's width.
      className: 'ops-wrap',
      render: (_, bill) =>
        bill.toWallet ? (
          <Tag color="blue" className="admin-table__tag">
            {copy.inWallet}
          </Tag>
        ) : (
          bill.courses.map((course) => (
            <Tag key={course._id} className="admin-table__tag">
              <bdi>{course.title}</bdi>
            </Tag>
          ))
        ),
    },
    {
      key: 'admin',
      title: copy.admin,
      render: (_, bill) => bill.admin?.name ?? operationsMessages.ops.deletedAdmin,
    },
    {
      key: 'note',
      title: copy.note,
      className: 'ops-wrap',
      render: (_, bill) => <LongNote note={bill.note} />,
    },
    ...(deletes
      ? [
          {
            key: 'actions',
            title: adminMessages.content.columns.actions,
            width: 64,
            render: (_: unknown, bill: Bill) => (
              <RowActions
                deleting={remove.isPending && remove.variables === bill._id}
                deleteConfirm={{
                  title: copy.confirmDelete,
                  content: bill.toWallet ? copy.confirmDeleteWallet : copy.confirmDeleteCourses,
                }}
                onDelete={() => {
                  remove.mutate(bill._id);
                }}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <AdminTable<Bill>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={bills}
      loading={loading}
      query={query}
      className="ops-nowrap-table"
      locale={{ emptyText: empty }}
      pagination={pagination}
    />
  );
}
