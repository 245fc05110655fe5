import type { AdminResultItem } from '@sabora/contract';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { AdminTable, type ListQuery } from '@/components/admin/admin-table';
import { PhoneLink } from '@/components/admin/phone-link';
import { RowActions } from '@/components/admin/row-actions';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { examMessages } from '@/i18n/exam-messages';
import { formatDate } from '@/lib/format-date';
import { tablePagination } from '@/lib/pagination';
import { useDeleteResult } from '../../api/admin-results';
import { scoreText } from '@/lib/format-score';

const copy = examMessages.results;

interface ResultsTableProps {
  results: AdminResultItem[] | undefined;
  /** The list's own count; undefined while it has none (no pager rather than a made-up figure). */
  count: number | undefined;
  loading: boolean;
  /** The list's call: AdminTable says when it got no answer. */
  query?: ListQuery;
  page: number;
  onPage: (page: number) => void;
  /** The exam column (a student's results) or the student column (an exam's results). */
  show: 'exam' | 'student';
  empty: string;
}

export function ResultsTable({
  results,
  count,
  loading,
  query,
  page,
  onPage,
  show,
  empty,
}: ResultsTableProps) {
  const remove = useDeleteResult();
  const who: TableColumnsType<AdminResultItem> =
    show === 'student'
      ? [
          {
            key: 'student',
            title: copy.student,
            render: (_, item) =>
              item.student ? (
                <Link to={`/admin/users/${item.student._id}`}>
                  <bdi>{item.student.name}</bdi>
                </Link>
              ) : (
                copy.deletedUser
              ),
          },
          {
            key: 'phone',
            title: copy.phone,
            render: (_, item) => (item.student ? <PhoneLink phone={item.student.phone} /> : null),
          },
        ]
      : [
          {
            key: 'exam',
            title: copy.exam,
            render: (_, item) => <bdi>{item.exam?.title ?? copy.deletedExam}</bdi>,
          },
        ];
  const columns: TableColumnsType<AdminResultItem> = [
    ...who,
    {
      key: 'score',
      title: copy.score,
      render: (_, item) => (
        <Link to={`/admin/exam-results/result/${item._id}`}>
          <bdi dir="ltr">{scoreText(item.score, item.totalScore)}</bdi>
        </Link>
      ),
    },
    {
      key: 'date',
      title: copy.date,
      render: (_, item) => <bdi className="admin-table__date">{formatDate(item.submittedAt)}</bdi>,
    },
    {
      key: 'actions',
      title: examAdminMessages.adminExams.columns.actions,
      width: 96,
      render: (_, item) => (
        <RowActions
          deleting={remove.isPending && remove.variables === item._id}
          onDelete={() => {
            remove.mutate(item._id);
          }}
        />
      ),
    },
  ];
  return (
    <AdminTable<AdminResultItem>
      rowKey="_id"
      columns={columns}
      dataSource={results}
      loading={loading}
      query={query}
      locale={{ emptyText: empty }}
      pagination={
        count === undefined ? false : tablePagination({ page, total: count, onChange: onPage })
      }
    />
  );
}
