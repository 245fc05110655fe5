import type { AdminStudentProgressResponse } from '@sabora/contract';
import { Alert, Card, Empty, Skeleton } from 'antd';
import type { TableColumnsType } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { ScrollRegion } from '@/components/admin/scroll-region';
import { watchReportsMessages } from '@/i18n/watch-reports-messages';
import { formatDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';
import { useStudentProgress } from '../api/get-student-progress';
import { CoverageBar } from './coverage-bar';
import { ViewsActions } from './views-actions';
import './student-watching.css';

const copy = watchReportsMessages;
type VideoRow = AdminStudentProgressResponse['videos'][number];

const when = (at: number | null) => (
  <bdi className="wr-date">{at === null ? copy.never : formatDate(at)}</bdi>
);

function columnsFor(userId: string): TableColumnsType<VideoRow> {
  return [
    {
      key: 'video',
      title: copy.columns.video,
      render: (_, row) => (
        <Link to={`/admin/videos/${row.video._id}`}>
          <bdi>{row.video.title}</bdi>
        </Link>
      ),
    },
    { key: 'last', title: copy.columns.lastWatched, render: (_, row) => when(row.lastWatchedAt) },
    {
      key: 'minutes',
      title: copy.columns.minutes,
      render: (_, row) => copy.minutes(Math.round(row.watchedSeconds / 60)),
    },
    {
      key: 'coverage',
      title: copy.columns.coverage,
      render: (_, row) => <CoverageBar coverage={row.coverage} />,
    },
    {
      key: 'views',
      title: copy.columns.views,
      render: (_, row) => (
        <span className="wr-nowrap">
          {copy.views(
            formatCount(row.views),
            row.maxViews === null ? null : formatCount(row.maxViews),
          )}
        </span>
      ),
    },
    {
      key: 'first',
      title: copy.columns.firstWatched,
      render: (_, row) => when(row.firstWatchedAt),
    },
    {
      key: 'actions',
      title: copy.columns.actions,
      width: 250,
      render: (_, row) => (
        <ViewsActions
          videoId={row.video._id}
          userId={userId}
          name={row.video.title}
          used={row.views}
          limited={row.maxViews !== null}
        />
      ),
    },
  ];
}

/** The student page's "المشاهدة": each course's progress, then every video they opened. */
export function StudentWatching({ userId }: { userId: string }) {
  const hintId = useId();
  const query = useStudentProgress(userId);
  const data = query.data;

  return (
    <Card
      size="small"
      className="ops-section admin-table-card"
      title={copy.student.title}
      data-testid="student-watching"
    >
      {query.isError && !data && (
        <Alert type="warning" showIcon message={copy.student.loadFailed} />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {data && (
        <>
          <h3 className="wr-subtitle">{copy.student.courses}</h3>
          {data.courses.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={copy.student.noCourses} />
          ) : (
            <ul className="wr-courses">
              {data.courses.map((entry) => (
                <li key={entry.course._id} className="wr-course">
                  <bdi className="wr-course__title">{entry.course.title}</bdi>
                  <CoverageBar coverage={entry.coverage} />
                  <span className="wr-course__line">
                    {copy.student.courseLine(entry.watched, entry.videos)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3 className="wr-subtitle">{copy.student.videos}</h3>
          <p id={hintId} className="wr-scroll-hint">
            {copy.viewers.scrollHint}
          </p>
          <ScrollRegion label={copy.student.videos} describedBy={hintId}>
            <AdminTable<VideoRow>
              rowKey={(row) => row.video._id}
              size="small"
              columns={columnsFor(userId)}
              dataSource={data.videos}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              locale={{ emptyText: copy.student.noVideos }}
              data-testid="student-watching-videos"
            />
          </ScrollRegion>
        </>
      )}
    </Card>
  );
}
