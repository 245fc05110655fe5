import { BarChartOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { examState } from '@sabora/contract';
import type { AdminExamListItem } from '@sabora/contract';
import { Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { AdminPage, AdminTableCard } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { TableSearch } from '@/components/admin/table-parts';
import { useTableParams } from '@/components/admin/use-table-params';
import { ButtonLink } from '@/components/button-link';
import { messages } from '@/i18n/messages';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { adminMessages } from '@/i18n/admin-messages';
import { formatDate } from '@/lib/format-date';
import { defaultPageSize, tablePagination } from '@/lib/pagination';
import { useCan } from '@/lib/permissions';
import { useNow } from '@/lib/use-now';
import { useDeleteExam } from '../../api/delete-exam';
import { useAdminExams } from '@/lib/api/get-admin-exams';

const copy = examAdminMessages.adminExams;
const columnsCopy = copy.columns;

const stateColors = { earlyExam: 'blue', open: 'green', lateExam: 'default' } as const;

/**
 * Where an exam stands, by the contract's exam-state rule (no result, no
 * grace: the scheduled window the teacher set). An untimed exam is always open.
 */
function ExamStatus({ exam, now }: { exam: AdminExamListItem; now: number }) {
  const state = exam.isTimed ? examState(exam, false, now, 0) : 'open';
  if (state !== 'earlyExam' && state !== 'open' && state !== 'lateExam') return null;
  return (
    <Tag color={stateColors[state]} data-testid="exam-status">
      {copy.states[state]}
    </Tag>
  );
}

/** `/admin/exams`: every exam, searchable, with edit, results and delete. */
export function AdminExamsPage() {
  const table = useTableParams();
  const exams = useAdminExams({
    search: table.search || undefined,
    page: table.page,
    pageSize: defaultPageSize,
  });
  const remove = useDeleteExam();
  const seesResults = useCan('results.view');
  const now = useNow();
  const resultsPath = (id: string) =>
    seesResults ? `/admin/exam-results/${id}` : `/admin/exam-results/non-solvers/${id}`;

  const columns: TableColumnsType<AdminExamListItem> = [
    {
      key: 'title',
      title: columnsCopy.title,
      render: (_, exam) => (
        <>
          <bdi className="admin-table__title">{exam.title}</bdi>{' '}
          {exam.isForCenter && <Tag color="purple">{copy.fields.isForCenter}</Tag>}
        </>
      ),
    },
    {
      key: 'timing',
      title: columnsCopy.timing,
      render: (_, exam) =>
        exam.isTimed && exam.startTime !== null && exam.endTime !== null ? (
          <span className="admin-table__date">
            <bdi>{formatDate(exam.startTime)}</bdi>
            <br />
            <bdi>{formatDate(exam.endTime)}</bdi>
          </span>
        ) : (
          <Tag>{copy.untimed}</Tag>
        ),
    },
    {
      key: 'status',
      title: columnsCopy.status,
      render: (_, exam) => <ExamStatus exam={exam} now={now} />,
    },
    { key: 'questions', title: columnsCopy.questions, render: (_, exam) => exam.questionCount },
    { key: 'total', title: columnsCopy.total, render: (_, exam) => exam.totalScore },
    {
      key: 'actions',
      title: columnsCopy.actions,
      width: 150,
      render: (_, exam) => (
        <Space size={4}>
          <Tooltip title={messages.pages.exam}>
            <ButtonLink
              size="small"
              to={`/exam/${exam._id}`}
              icon={<EyeOutlined />}
              aria-label={messages.pages.exam}
            />
          </Tooltip>
          <Tooltip title={copy.results}>
            <ButtonLink
              size="small"
              to={resultsPath(exam._id)}
              icon={<BarChartOutlined />}
              aria-label={copy.results}
              data-testid="exam-results-link"
            />
          </Tooltip>
          <RowActions
            editTo={`/admin/exam-form/${exam._id}`}
            deleting={remove.isPending && remove.variables === exam._id}
            onDelete={() => {
              remove.mutate(exam._id);
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={adminMessages.menu.exams}
      actions={
        <ButtonLink type="primary" icon={<PlusOutlined />} to="/admin/exam-form">
          {copy.newExam}
        </ButtonLink>
      }
    >
      <AdminTableCard toolbar={<TableSearch table={table} />}>
        <AdminTable<AdminExamListItem>
          rowKey="_id"
          columns={columns}
          dataSource={exams.data?.exams}
          loading={exams.isFetching}
          query={exams}
          locale={{ emptyText: table.search ? copy.noResults : copy.empty }}
          pagination={tablePagination({
            page: table.page,
            total: exams.data?.count ?? 0,
            onChange: table.setPage,
          })}
        />
      </AdminTableCard>
    </AdminPage>
  );
}
