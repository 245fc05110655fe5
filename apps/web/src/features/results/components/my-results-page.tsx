import { RightOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { SkeletonText } from '@/components/catalogue-states';
import { Empty } from '@/components/empty';
import { Pagination } from '@/components/pagination';
import { Tag } from '@/components/tag';
import { usePageTitle } from '@/components/use-page-title';
import { messages } from '@/i18n/messages';
import { examMessages } from '@/i18n/exam-messages';
import { formatDate } from '@/lib/format-date';
import { pageFromSearch } from '@/lib/pagination';
import { useUserResults } from '../api/user-results';
import { scoreText } from '@/lib/format-score';
import './my-results-page.css';
import { OfflineNotSaved } from '@/components/offline-not-saved';
import { waitsForNetwork } from '@/lib/offline-query';

const copy = examMessages.results;

/** `/profile/exams-results`: the student's results, newest first, paginated. */
export function MyResultsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const query = useUserResults(page);
  usePageTitle(messages.pages.examsResults);

  if (waitsForNetwork(query)) return <OfflineNotSaved />;
  if (query.isPending) return <SkeletonText rows={3} />;
  if (query.isError) return <Empty text={messages.errors.unexpected} />;
  const { results, count } = query.data;
  if (count === 0) return <Empty text={copy.empty} data-testid="results-empty" />;
  return (
    <div className="my-results">
      <ul className="my-results__list">
        {results.map((item) => (
          <li key={item._id} className="my-results__row">
            <Link
              to={`/profile/exams-results/${item._id}`}
              className="my-results__item"
              data-testid="result-item"
            >
              <span className="my-results__title">
                <bdi>{item.exam?.title ?? copy.deletedExam}</bdi>
                <span className="my-results__date">
                  <bdi>{formatDate(item.submittedAt)}</bdi>
                </span>
              </span>
              {item.revealed && item.score !== null && item.totalScore !== null ? (
                <bdi dir="ltr" className="my-results__score">
                  {scoreText(item.score, item.totalScore)}
                </bdi>
              ) : (
                <Tag>{copy.notShownYet}</Tag>
              )}
              <RightOutlined className="my-results__chevron" />
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        className="my-results__pagination"
        page={page}
        total={count}
        onChange={(next) => {
          setParams(next === 1 ? {} : { page: String(next) }, { replace: true });
        }}
      />
    </div>
  );
}
