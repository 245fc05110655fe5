import { RightOutlined } from '@ant-design/icons';
import { Empty, List, Pagination, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { pageFromSearch, tablePagination } from '@/lib/pagination';
import { useUserResults } from '../api/user-results';
import { scoreText } from '@/components/result-detail';
import './my-results-page.css';

const copy = messages.results;

/** `/profile/exams-results`: the student's results, newest first, paginated. */
export function MyResultsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const query = useUserResults(page);
  usePageTitle(messages.pages.examsResults);

  if (query.isPending) return <Skeleton active />;
  if (query.isError) return <Empty description={messages.errors.unexpected} />;
  const { results, count } = query.data;
  if (count === 0) return <Empty description={copy.empty} data-testid="results-empty" />;
  const pagination = tablePagination({
    page,
    total: count,
    onChange: (next) => {
      setParams(next === 1 ? {} : { page: String(next) }, { replace: true });
    },
  });
  return (
    <div className="my-results">
      <List
        className="my-results__list"
        dataSource={results}
        renderItem={(item) => (
          <List.Item>
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
          </List.Item>
        )}
      />
      <Pagination className="my-results__pagination" {...pagination} />
    </div>
  );
}
