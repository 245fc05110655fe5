import { apiPaths, withId } from '@sabora/contract';
import { PrinterOutlined } from '@ant-design/icons';
import { Space, Tabs } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { ExportButtons } from '@/components/admin/export-buttons';
import { ButtonLink } from '@/components/button-link';
import { useAdminExam } from '@/features/exams/api/get-admin-exam';
import { messages } from '@/i18n/messages';
import { resultsAnalysisMessages } from '@/i18n/results-analysis-messages';
import { downloadFile } from '@/lib/download-file';
import { useCan } from '@/lib/permissions';

const tabs = messages.adminResults.tabs;

/**
 * `/admin/exam-results/*` of one exam. A secondary admin sees only the
 * non-solvers (spec section 6): the other tabs are hidden and redirect there.
 */
export function ExamResultsLayout() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const seesResults = useCan('results.view');
  const exports = useCan('results.export');
  // The page names its exam: a teacher with two tabs open knows which is which.
  const exam = useAdminExam(id);
  const nonSolvers = `/admin/exam-results/non-solvers/${id}`;
  if (!seesResults && !pathname.startsWith('/admin/exam-results/non-solvers/')) {
    return <Navigate to={nonSolvers} replace />;
  }
  const items = seesResults
    ? [
        { key: `/admin/exam-results/${id}`, label: tabs.results },
        { key: `/admin/exam-results/charts/${id}`, label: tabs.charts },
        { key: nonSolvers, label: tabs.nonSolvers },
      ]
    : [{ key: nonSolvers, label: tabs.nonSolvers }];
  const title = exam.data
    ? messages.admin.pages.examResultsOf(exam.data.exam.title)
    : messages.admin.pages.examResults;
  return (
    <AdminPage
      title={title}
      actions={
        <Space wrap size={8}>
          {seesResults && (
            <ButtonLink
              to={`/admin/exam-results/print/${id}`}
              icon={<PrinterOutlined />}
              data-testid="results-print-link"
            >
              {resultsAnalysisMessages.print.button}
            </ButtonLink>
          )}
          {exports && (
            <ExportButtons
              testId="results-export"
              onExport={(format) =>
                downloadFile(
                  withId(apiPaths.adminExamResultsExport, id),
                  { format },
                  messages.admin.pages.resultsExportFileName,
                )
              }
            />
          )}
        </Space>
      }
    >
      <Tabs activeKey={pathname} items={items} onChange={(key) => void navigate(key)} />
      <Outlet />
    </AdminPage>
  );
}
