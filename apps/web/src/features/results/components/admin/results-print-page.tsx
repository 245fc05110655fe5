import { ArrowRightOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton, Space } from 'antd';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { resultsAnalysisMessages } from '@/i18n/results-analysis-messages';
import { formatDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';
import { useCan } from '@/lib/permissions';
import { useAllExamResults } from '../../api/all-exam-results';
import { rankResults } from '../../lib/sheet-ranks';
import { ResultsSheet } from './results-sheet';
import './results-print.css';

const copy = resultsAnalysisMessages.print;

/**
 * `/admin/exam-results/print/{examId}`: the sheet for the center's notice
 * board. On screen it sits in the admin page with its buttons; printed, only
 * the copy drawn on <body> (a portal) shows, so no menu or header reaches the
 * paper (decision 0160).
 */
export function ResultsPrintPage() {
  const { id = '' } = useParams();
  // As the results' tabs do (exam-results-layout): an assistant, whom the API
  // answers 403, goes to the non-solvers before any result is asked for.
  const seesResults = useCan('results.view');
  if (!seesResults) return <Navigate to={`/admin/exam-results/non-solvers/${id}`} replace />;
  return <ResultsPrint id={id} />;
}

function ResultsPrint({ id }: { id: string }) {
  const query = useAllExamResults(id);
  const ranked = useMemo(() => rankResults(query.data?.results ?? []), [query.data]);
  if (query.isError) return <Empty />;
  if (query.isPending) {
    return (
      <div className="results-print-page">
        <p>{copy.loading(formatCount(query.loaded))}</p>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  // When the results were read: the sheet is as of then.
  const printedAt = formatDate(query.dataUpdatedAt);
  const sheet = (
    <ResultsSheet title={query.data.exam.title} printedAt={printedAt} ranked={ranked} />
  );
  return (
    <div className="results-print-page" data-testid="results-print-page">
      <Space wrap className="results-print-page__actions">
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={ranked.length === 0}
          onClick={() => {
            window.print();
          }}
          data-testid="results-print"
        >
          {copy.print}
        </Button>
        <ButtonLink to={`/admin/exam-results/${id}`} icon={<ArrowRightOutlined />}>
          {copy.back}
        </ButtonLink>
      </Space>
      {ranked.length === 0 ? (
        <Empty description={copy.empty} />
      ) : (
        <div className="results-print-page__preview">{sheet}</div>
      )}
      {ranked.length > 0 &&
        createPortal(
          <div className="results-print" data-testid="results-print-copy">
            {sheet}
          </div>,
          document.body,
        )}
    </div>
  );
}
