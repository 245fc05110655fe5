import { PlusOutlined } from '@ant-design/icons';
import { governorateLabels } from '@sabora/contract';
import type { ExamOverride } from '@sabora/contract';
import { Alert, Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { PhoneLink } from '@/components/admin/phone-link';
import { RowActions } from '@/components/admin/row-actions';
import { StudentSearch } from '@/components/admin/student-search';
import { useTableParams } from '@/components/admin/use-table-params';
import { examWindowsMessages } from '@/i18n/exam-windows-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatDateUnbroken } from '@/lib/format-date';
import { tablePagination } from '@/lib/pagination';
import { useAdminExamTiming } from '../api/get-exam-timing';
import { useDeleteExamOverride } from '../api/delete-exam-override';
import { useExamOverrides } from '../api/get-exam-overrides';
import { ExamWindowDialog } from './exam-window-dialog';
import './exam-windows-list.css';

const copy = examWindowsMessages;

const range = (start: number, end: number) =>
  copy.windowRange(formatDateUnbroken(start), formatDateUnbroken(end));

function whatOf(item: ExamOverride): string {
  const parts: string[] = [];
  if (item.startTime !== null || item.endTime !== null) parts.push(copy.newWindow);
  if (item.extraMinutes > 0) parts.push(copy.extra(item.extraMinutes));
  return parts.join(' + ');
}

/**
 * `/admin/exam-results/windows/{examId}`: the students with a window of
 * their own (extra time or a make-up), for every admin.
 */
export function ExamWindowsList() {
  const { id = '' } = useParams();
  const table = useTableParams();
  const exam = useAdminExamTiming(id);
  const query = useExamOverrides(id, { page: table.page, search: table.search || undefined });
  const remove = useDeleteExamOverride(id);
  const [dialog, setDialog] = useState<{ editing: ExamOverride | null } | null>(null);
  const timing = exam.data?.exam;
  const timed = timing?.isTimed && timing.startTime !== null && timing.endTime !== null;

  const columns: TableColumnsType<ExamOverride> = [
    {
      key: 'student',
      title: copy.columns.student,
      render: (_, item) => (
        <Link to={`/admin/users/${item.user._id}`}>
          <bdi>{item.user.name}</bdi>
        </Link>
      ),
    },
    {
      key: 'phone',
      title: copy.columns.phone,
      render: (_, item) => <PhoneLink phone={item.user.phone} />,
    },
    {
      key: 'fatherPhone',
      title: copy.columns.fatherPhone,
      render: (_, item) => <PhoneLink phone={item.user.fatherPhone} />,
    },
    {
      key: 'governorate',
      title: copy.columns.governorate,
      render: (_, item) => governorateLabels[item.user.governorate],
    },
    { key: 'what', title: copy.columns.what, render: (_, item) => whatOf(item) },
    {
      key: 'window',
      title: copy.columns.window,
      render: (_, item) => range(item.window.startTime, item.window.endTime),
    },
    {
      key: 'actions',
      title: '',
      render: (_, item) => (
        <RowActions
          onEdit={() => {
            setDialog({ editing: item });
          }}
          onDelete={() => {
            remove.mutate(item.user._id);
          }}
          deleting={remove.isPending && remove.variables === item.user._id}
          deleteConfirm={{
            title: copy.removeTitle(item.user.name),
            content: copy.removeContent,
          }}
        />
      ),
    },
  ];

  return (
    <AdminTableCard
      toolbar={
        <div className="exam-windows__toolbar">
          <Typography.Paragraph className="exam-windows__intro">{copy.intro}</Typography.Paragraph>
          {timing && !timed && <Alert type="info" showIcon message={copy.untimed} />}
          {timed && (
            <Typography.Paragraph strong data-testid="exam-window-range">
              {copy.examWindow(
                formatDateUnbroken(timing.startTime!),
                formatDateUnbroken(timing.endTime!),
              )}
            </Typography.Paragraph>
          )}
          <div className="exam-windows__actions">
            <StudentSearch value={table.search} onSearch={table.setSearch} />
            {timed && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => {
                  setDialog({ editing: null });
                }}
                data-testid="add-exam-window"
              >
                {copy.add}
              </Button>
            )}
          </div>
        </div>
      }
    >
      <AdminTable<ExamOverride>
        rowKey={(item) => item.user._id}
        columns={columns}
        dataSource={query.data?.overrides}
        loading={query.isFetching}
        query={query}
        // A search that finds no one is not an exam without own windows.
        locale={{ emptyText: table.search ? operationsMessages.ops.users.noResults : copy.empty }}
        pagination={tablePagination({
          page: table.page,
          total: query.data?.count ?? 0,
          onChange: table.setPage,
        })}
        data-testid="exam-windows-table"
      />
      {dialog && (
        <ExamWindowDialog
          examId={id}
          editing={dialog.editing}
          open
          onClose={() => {
            setDialog(null);
          }}
        />
      )}
    </AdminTableCard>
  );
}
