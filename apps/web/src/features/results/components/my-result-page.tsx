import { FileSearchOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useParams } from 'react-router';
import { StatusResult } from '@/components/status-result';
import { ButtonLink } from '@/components/button-link';
import { usePageTitle } from '@/components/use-page-title';
import { EarlyResultNotice } from '@/features/exams/components/early-result-notice';
import { messages } from '@/i18n/messages';
import { useUserResult } from '../api/user-results';
import { ResultDetailView } from './result-detail';

/** `/profile/exams-results/{id}`. */
export function MyResultPage() {
  const { id = '' } = useParams();
  const query = useUserResult(id);
  usePageTitle(messages.pages.examResult);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError)
    return (
      <StatusResult
        className="page-result"
        icon={<FileSearchOutlined />}
        title={messages.results.notFound}
      />
    );
  if ('earlyResult' in query.data) return <EarlyResultNotice />;
  const { result } = query.data;
  return (
    <>
      <ResultDetailView result={result} />
      <div className="exam-page__after">
        <ButtonLink to="/profile/exams-results">{messages.results.back}</ButtonLink>
        {result.exam && (
          <ButtonLink to={`/exam-solution/${result.exam._id}`}>
            {messages.results.solution}
          </ButtonLink>
        )}
      </div>
    </>
  );
}
