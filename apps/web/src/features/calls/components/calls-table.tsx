import {
  callDirectionLabels,
  callOutcomeLabels,
  callReasonLabels,
  isFollowUpDue,
} from '@sabora/contract';
import type { Call } from '@sabora/contract';
import { Tag } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { Link } from 'react-router';
import { AdminTable, type ListQuery } from '@/components/admin/admin-table';
import { PhoneLink } from '@/components/admin/phone-link';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDate } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import { LongNote } from '@/components/admin/long-note';

const copy = operationsMessages.ops.calls;

const outcomeColors: Record<Call['outcome'], string> = {
  resolved: 'green',
  'follow-up': 'orange',
  'no-answer': 'default',
  other: 'blue',
};

interface CallsTableProps {
  calls: Call[] | undefined;
  loading: boolean;
  /** The list's call: AdminTable says when it got no answer. */
  query?: ListQuery;
  showStudent?: boolean;
  pagination?: TablePaginationConfig | false;
  empty?: string;
  now?: number;
}

/** Support calls: when, who, direction, reason, outcome, follow-up, note. */
export function CallsTable({
  calls,
  loading,
  query,
  showStudent = true,
  pagination = false,
  empty = copy.empty,
  now: nowProp,
}: CallsTableProps) {
  const pageOpened = useNow();
  const now = nowProp ?? pageOpened;
  const columns: TableColumnsType<Call> = [
    {
      key: 'date',
      title: copy.date,
      render: (_, call) => <bdi className="admin-table__date">{formatDate(call.createdAt)}</bdi>,
    },
    ...(showStudent
      ? [
          {
            key: 'student',
            title: copy.student,
            render: (_: unknown, call: Call) =>
              call.student ? (
                <span className="ops-stack">
                  <Link to={`/admin/users/${call.student._id}`}>
                    <bdi>{call.student.name}</bdi>
                  </Link>
                  <PhoneLink phone={call.student.phone} />
                </span>
              ) : (
                operationsMessages.ops.deletedStudent
              ),
          },
        ]
      : []),
    {
      key: 'direction',
      title: copy.direction,
      render: (_, call) => callDirectionLabels[call.direction],
    },
    { key: 'reason', title: copy.reason, render: (_, call) => callReasonLabels[call.reason] },
    {
      key: 'outcome',
      title: copy.outcome,
      render: (_, call) => (
        <Tag color={outcomeColors[call.outcome]}>{callOutcomeLabels[call.outcome]}</Tag>
      ),
    },
    {
      key: 'followUpAt',
      title: copy.followUpAt,
      render: (_, call) =>
        call.followUpAt === null ? (
          operationsMessages.ops.none
        ) : (
          <span className="ops-stack">
            <bdi className="admin-table__date">{formatDate(call.followUpAt)}</bdi>
            {/* The rule the "follow-ups due" tab and the dashboard count with. */}
            {isFollowUpDue(call, now) && <Tag color="red">{copy.overdue}</Tag>}
          </span>
        ),
    },
    {
      key: 'admin',
      title: copy.admin,
      render: (_, call) => call.admin?.name ?? operationsMessages.ops.deletedAdmin,
    },
    {
      key: 'note',
      title: copy.note,
      className: 'ops-wrap',
      render: (_, call) => <LongNote note={call.note} />,
    },
  ];
  return (
    <AdminTable<Call>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={calls}
      loading={loading}
      query={query}
      className="ops-nowrap-table"
      locale={{ emptyText: empty }}
      pagination={pagination}
    />
  );
}
