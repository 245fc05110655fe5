import { WhatsAppOutlined } from '@ant-design/icons';
import { can, viewerStatuses } from '@sabora/contract';
import type { VideoViewer, VideoViewersResponse, ViewerStatus } from '@sabora/contract';
import { Alert, Card, Segmented, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '@/components/admin/admin-table';
import { ExportButtons } from '@/components/admin/export-buttons';
import { PhoneLink } from '@/components/admin/phone-link';
import { StudentSearch } from '@/components/admin/student-search';
import { ScrollRegion } from '@/components/admin/scroll-region';
import { useTableParams } from '@/components/admin/use-table-params';
import { watchReportsMessages } from '@/i18n/watch-reports-messages';
import { formatDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';
import { failedToLoad } from '@/lib/offline-query';
import { tablePagination } from '@/lib/pagination';
import { whatsappHref } from '@/lib/phone';
import { useSession } from '@/lib/session';
import { exportVideoViewers } from '../api/export-video-viewers';
import { useVideoViewers } from '../api/get-video-viewers';
import { CoverageBar } from './coverage-bar';
import { ViewsActions } from './views-actions';
import './video-viewers.css';

const copy = watchReportsMessages;
type Tab = ViewerStatus | 'all';

const isStatus = (value: string | undefined): value is ViewerStatus =>
  (viewerStatuses as readonly string[]).includes(value ?? '');

/** A phone to tap: call, or open WhatsApp. */
function Phone({ phone }: { phone: string }) {
  return (
    <span className="wr-phone">
      <PhoneLink phone={phone} />
      <a
        href={whatsappHref(phone)}
        target="_blank"
        rel="noreferrer"
        className="wr-phone__whatsapp"
        aria-label={copy.whatsappTo(phone)}
      >
        <WhatsAppOutlined aria-hidden />
      </a>
    </span>
  );
}

function tabsOf(summary: VideoViewersResponse['summary'] | undefined) {
  const n = (count: number | undefined) => (count === undefined ? undefined : formatCount(count));
  return [
    { value: 'all' as Tab, label: copy.viewers.tabs.all(n(summary?.owners)) },
    { value: 'completed' as Tab, label: copy.viewers.tabs.completed(n(summary?.completed)) },
    { value: 'started' as Tab, label: copy.viewers.tabs.started(n(summary?.started)) },
    {
      value: 'not-started' as Tab,
      label: copy.viewers.tabs['not-started'](n(summary?.notStarted)),
    },
  ];
}

const columnsFor = (videoId: string): TableColumnsType<VideoViewer> => [
  {
    key: 'student',
    title: copy.columns.student,
    width: 150,
    render: (_, row) => (
      <Link to={`/admin/users/${row.user._id}`}>
        <bdi>{row.user.name}</bdi>
      </Link>
    ),
  },
  { key: 'phone', title: copy.columns.phone, render: (_, row) => <Phone phone={row.user.phone} /> },
  {
    key: 'fatherPhone',
    title: copy.columns.fatherPhone,
    render: (_, row) => <Phone phone={row.user.fatherPhone} />,
  },
  {
    key: 'status',
    title: copy.columns.status,
    render: (_, row) => (
      <span className={`wr-status wr-status--${row.status}`}>{copy.status[row.status]}</span>
    ),
  },
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
    key: 'last',
    title: copy.columns.lastWatched,
    render: (_, row) => (
      <bdi className="wr-nowrap">
        {row.lastWatchedAt === null ? copy.never : formatDate(row.lastWatchedAt)}
      </bdi>
    ),
  },
  {
    key: 'actions',
    title: copy.columns.actions,
    width: 250,
    render: (_, row) => (
      <ViewsActions
        videoId={videoId}
        userId={row.user._id}
        name={row.user.name}
        used={row.views}
        limited={row.maxViews !== null}
      />
    ),
  },
];

/**
 * The video page's "مين اتفرج": every student who may watch it, by status,
 * for the assistants to call; the summary numbers are the filter tabs.
 */
export function VideoViewers({ videoId }: { videoId: string }) {
  const table = useTableParams(['status']);
  const { admin } = useSession();
  const status = isStatus(table.filters.status) ? table.filters.status : undefined;
  const query = useVideoViewers(videoId, {
    status,
    search: table.search || undefined,
    page: table.page,
  });
  const hintId = useId();
  const mayExport = admin !== null && can(admin.type, 'viewers.export');

  return (
    <Card
      className="ops-section admin-table-card wr-viewers"
      title={<h2 className="wr-viewers__title">{copy.viewers.title}</h2>}
      extra={
        mayExport && (
          <ExportButtons
            testId="viewers-export"
            onExport={(format) => exportVideoViewers(videoId, { status, format })}
          />
        )
      }
      data-testid="video-viewers"
    >
      <Typography.Paragraph className="wr-viewers__intro">
        {copy.viewers.intro}
      </Typography.Paragraph>
      <div className="wr-viewers__filters">
        <Segmented<Tab>
          aria-label={copy.viewers.tabsLabel}
          options={tabsOf(query.data?.summary)}
          value={status ?? 'all'}
          onChange={(value) => {
            table.setFilter('status', value === 'all' ? undefined : value);
          }}
          data-testid="viewers-tabs"
        />
        <StudentSearch value={table.search} onSearch={table.setSearch} />
      </div>
      {/* No answer at all is said once, in the table (LoadFailed); this is for the server's refusals. */}
      {query.isError && !query.data && !failedToLoad(query) && (
        <Alert type="warning" showIcon message={copy.student.loadFailed} />
      )}
      <p id={hintId} className="wr-scroll-hint">
        {copy.viewers.scrollHint}
      </p>
      <ScrollRegion label={copy.viewers.tableLabel} describedBy={hintId}>
        <AdminTable<VideoViewer>
          rowKey={(row) => row.user._id}
          size="small"
          columns={columnsFor(videoId)}
          dataSource={query.data?.viewers}
          loading={query.isFetching}
          query={query}
          locale={{ emptyText: copy.viewers.empty }}
          pagination={tablePagination({
            page: table.page,
            total: query.data?.count ?? 0,
            onChange: table.setPage,
          })}
          data-testid="viewers-table"
        />
      </ScrollRegion>
    </Card>
  );
}
