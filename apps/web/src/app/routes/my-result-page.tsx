import { FileSearchOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { SkeletonText } from '@/components/catalogue-states';
import { LinkButton } from '@/components/link-button';
import { ResultDetailView } from '@/components/result-detail';
import { StatusResult } from '@/components/status-result';
import { usePageTitle } from '@/components/use-page-title';
import { useServerOffset } from '@/features/exams/api/get-time-now';
import { EarlyResultNotice } from '@/features/exams/components/early-result-notice';
import { HonourBoardSlot } from '@/features/exams/components/honour-board-slot';
import { SolutionLink } from '@/features/exams/components/solution-link';
import { useUserResult } from '@/features/results/api/user-results';
import { messages } from '@/i18n/messages';
import { examMessages } from '@/i18n/exam-messages';
import { useScrollToTopOn } from '@/lib/use-scroll-to-top';
import { OfflineNotSaved } from '@/components/offline-not-saved';
import { waitsForNetwork } from '@/lib/offline-query';

/** `/profile/exams-results/{id}`. */
export function MyResultPage() {
  const { id = '' } = useParams();
  const query = useUserResult(id);
  const offset = useServerOffset(query.data !== undefined && 'earlyResult' in query.data);
  useScrollToTopOn(query.data && 'result' in query.data ? query.data.result._id : null);
  usePageTitle(messages.pages.examResult);
  if (waitsForNetwork(query)) return <OfflineNotSaved />;
  if (query.isPending) return <SkeletonText rows={6} />;
  if (query.isError)
    return (
      <StatusResult
        className="page-result"
        icon={<FileSearchOutlined />}
        title={examMessages.results.notFound}
      />
    );
  if ('earlyResult' in query.data) {
    return (
      <EarlyResultNotice
        revealAt={query.data.earlyResult.revealAt}
        offset={offset.data ?? 0}
        onReveal={() => void query.refetch()}
      />
    );
  }
  const { result } = query.data;
  return (
    <>
      <ResultDetailView
        result={result}
        headingLevel={2}
        belowScore={
          result.exam && result.examHas?.honourBoard && <HonourBoardSlot examId={result.exam._id} />
        }
      />
      <div className="exam-page__after">
        <LinkButton to="/profile/exams-results">{examMessages.results.back}</LinkButton>
        {result.exam && result.examHas?.solution && <SolutionLink examId={result.exam._id} />}
      </div>
    </>
  );
}
