import { apiPaths, withId } from '@sabora/contract';
import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { ExportButtons } from '@/components/admin/export-buttons';
import { ButtonLink } from '@/components/button-link';
import { useAdminExam } from '@/features/exams/api/get-admin-exam';
import { examWindowsMessages } from '@/i18n/exam-windows-messages';
import { RegradeDialog } from '@/features/exams/components/admin/regrade-dialog';
import { examEditorMessages } from '@/i18n/exam-editor-messages';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { adminMessages } from '@/i18n/admin-messages';
import { resultsAnalysisMessages } from '@/i18n/results-analysis-messages';
import { downloadFile } from '@/lib/download-file';
import { useCan } from '@/lib/permissions';

export { ExamWindowsList } from '@/features/exam-windows/components/exam-windows-list';

const tabs = examAdminMessages.adminResults.tabs;

/**
 * `/admin/exam-results/*` of one exam. A secondary admin sees only the
 * non-solvers (spec section 6) and the students' own windows (an assistant
 * arranges a make-up): the other tabs are hidden and redirect there.
 */
export function ExamResultsLayout() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const seesResults = useCan('results.view');
  const exports = useCan('results.export');
  const regrades = useCan('exams.regrade');
  const [regradeOpen, setRegradeOpen] = useState(false);
  // The page names its exam: a teacher with two tabs open knows which is which.
  const exam = useAdminExam(id);
  const nonSolvers = `/admin/exam-results/non-solvers/${id}`;
  const windows = { key: `/admin/exam-results/windows/${id}`, label: examWindowsMessages.tab };
  const everyAdmins = [nonSolvers, windows.key];
  if (!seesResults && !everyAdmins.includes(pathname)) {
    return <Navigate to={nonSolvers} replace />;
  }
  const resultsList = `/admin/exam-results/${id}`;
  // The file holds what the results tab shows: the students its search found.
  const search = pathname === resultsList ? (params.get('search') ?? undefined) : undefined;
  const items = seesResults
    ? [
        { key: resultsList, label: tabs.results },
        { key: `/admin/exam-results/charts/${id}`, label: tabs.charts },
        { key: nonSolvers, label: tabs.nonSolvers },
        windows,
      ]
    : [{ key: nonSolvers, label: tabs.nonSolvers }, windows];
  const title = exam.data
    ? adminMessages.pages.examResultsOf(exam.data.exam.title)
    : adminMessages.pages.examResults;
  return (
    <AdminPage
      title={title}
      actions={
        <Space wrap size={8}>
          {regrades && (
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                setRegradeOpen(true);
              }}
              data-testid="results-regrade"
            >
              {examEditorMessages.regrade.action}
            </Button>
          )}
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
                  { format, search },
                  adminMessages.pages.resultsExportFileName,
                )
              }
            />
          )}
        </Space>
      }
    >
      <Tabs activeKey={pathname} items={items} onChange={(key) => void navigate(key)} />
      <Outlet />
      {regrades && (
        <RegradeDialog
          examId={id}
          open={regradeOpen}
          onClose={() => {
            setRegradeOpen(false);
          }}
        />
      )}
    </AdminPage>
  );
}
