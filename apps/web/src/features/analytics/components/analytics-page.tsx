import { attendanceTypeLabels, governorateLabels, levelLabels } from '@sabora/contract';
import type { Analytics } from '@sabora/contract';
import { Card, Empty, Skeleton, Statistic } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { failedToLoad } from '@/lib/offline-query';
import { AdminTable } from '@/components/admin/admin-table';
import { DateRangeFilter } from '@/components/admin/date-range-filter';
import { useDateRange } from '@/hooks/use-date-range';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatCount } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-score';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAnalytics } from '../api/get-analytics';
import { revenueBars } from './revenue-bars';
import { RevenueSources } from './revenue-sources';
import './analytics-page.css';
import { ChartLegend } from '@/components/charts/chart-legend';

const copy = operationsMessages.ops.analytics;
const brand = '#1f8a5b';
const palette = ['#1f8a5b', '#2f6fdb', '#e0a100', '#d94f4f', '#7a4fd9', '#0fa3b1'];

type ExamRow = Analytics['exams'][number];

/** "2026-11-21" → "21/11" for an axis tick. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * recharts lays out in LTR; the charts reverse their x axes and put the y axis
 * on the right instead, so days and bars read from the right as the page does.
 */
function ChartCard({
  title,
  empty,
  children,
}: {
  title: string;
  /** Says so instead of drawing bare axes when the period has nothing to show. */
  empty?: string;
  children: ReactNode;
}) {
  return (
    <Card size="small" title={title} className="ops-chart">
      {empty ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={empty}
          className="ops-chart__empty"
          data-testid="chart-empty"
        />
      ) : (
        <div className="ops-chart__body" dir="ltr">
          {children}
        </div>
      )}
    </Card>
  );
}

const isEmpty = (rows: { count: number }[]) => rows.every((row) => row.count === 0);

const examColumns: TableColumnsType<ExamRow> = [
  { key: 'exam', title: copy.exam, render: (_, row) => <bdi>{row.exam.title}</bdi> },
  {
    key: 'participants',
    title: copy.participants,
    render: (_, row) => formatCount(row.participants),
  },
  {
    key: 'averageScore',
    title: copy.averageScore,
    render: (_, row) => row.averageScore.toFixed(1),
  },
  {
    key: 'averagePercent',
    title: copy.averagePercent,
    render: (_, row) => <bdi dir="ltr">{`${formatPercent(row.averagePercent)}%`}</bdi>,
  },
];

function Charts({ data, range }: { data: Analytics; range: { from?: number; to?: number } }) {
  // Charts draw at once when the admin asked for less motion (and in screenshots).
  const animate = !useMediaQuery('(prefers-reduced-motion: reduce)');
  const registrations = data.registrationsPerDay.map((row) => ({
    ...row,
    label: shortDay(row.day),
  }));
  const revenue = data.revenue.perDay.map((row) => ({ ...row, label: shortDay(row.day) }));
  const byLevel = data.students.byLevel.map((row) => ({
    name: levelLabels[row.level],
    count: row.count,
  }));
  const byGovernorate = [...data.students.byGovernorate]
    .sort((a, b) => b.count - a.count)
    .map((row) => ({ name: governorateLabels[row.governorate], count: row.count }));
  const byAttendance = data.students.byAttendanceType.map((row) => ({
    name: attendanceTypeLabels[row.attendanceType],
    count: row.count,
  }));
  const byMethod = revenueBars(data.revenue);
  const registered = data.registrationsPerDay.reduce((sum, row) => sum + row.count, 0);

  return (
    <>
      <div className="ops-stats">
        <Card size="small">
          <Statistic title={copy.registrationsTotal} value={registered} />
        </Card>
        <Card size="small">
          <Statistic
            title={copy.revenue}
            value={data.revenue.total.amount}
            suffix={operationsMessages.ops.currency}
          />
        </Card>
        <Card size="small">
          <Statistic title={copy.bills} value={data.revenue.sources.payments.count} />
        </Card>
        <Card size="small">
          <Statistic title={copy.activeStudents} value={data.activeStudents} />
          <span className="ops-muted">{copy.activeHint}</span>
        </Card>
        <Card size="small">
          <Statistic title={copy.students} value={data.students.total} />
        </Card>
      </div>
      <RevenueSources sources={data.revenue.sources} range={range} />
      <div className="ops-chart-grid">
        <ChartCard title={copy.registrations}>
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={registrations}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis reversed dataKey="label" fontSize={11} />
              <YAxis orientation="right" allowDecimals={false} width={32} fontSize={11} />
              <Tooltip />
              <Line
                type="monotone"
                dataKey="count"
                name={copy.count}
                stroke={brand}
                dot={false}
                isAnimationActive={animate}
              />
            </LineChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title={copy.revenuePerDay}>
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={revenue}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis reversed dataKey="label" fontSize={11} />
              <YAxis orientation="right" width={48} fontSize={11} />
              <Tooltip />
              <Bar dataKey="amount" name={copy.amount} fill={brand} isAnimationActive={animate} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title={copy.revenueByMethod}
          empty={isEmpty(byMethod) ? copy.noRevenue : undefined}
        >
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={byMethod} layout="vertical" margin={{ right: 24 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis reversed type="number" fontSize={11} />
              <YAxis orientation="right" type="category" dataKey="name" width={90} fontSize={12} />
              <Tooltip />
              <Bar dataKey="amount" name={copy.amount} fill="#2f6fdb" isAnimationActive={animate} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title={copy.byLevel} empty={isEmpty(byLevel) ? copy.noStudents : undefined}>
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={byLevel} layout="vertical" margin={{ right: 24 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis reversed type="number" allowDecimals={false} fontSize={11} />
              <YAxis
                orientation="right"
                type="category"
                dataKey="name"
                width={110}
                fontSize={12}
                interval={0}
              />
              <Tooltip />
              <Bar dataKey="count" name={copy.count} fill={brand} isAnimationActive={animate} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title={copy.byAttendance}
          empty={isEmpty(byAttendance) ? copy.noStudents : undefined}
        >
          <ResponsiveContainer width="100%" height={240}>
            <PieChart>
              <Pie
                data={byAttendance}
                dataKey="count"
                nameKey="name"
                outerRadius={80}
                label
                isAnimationActive={animate}
              >
                {byAttendance.map((row, index) => (
                  <Cell key={row.name} fill={palette[index % palette.length]} />
                ))}
              </Pie>
              <Legend content={(props) => <ChartLegend payload={props.payload} />} />
              <Tooltip />
            </PieChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title={copy.byGovernorate}
          empty={isEmpty(byGovernorate) ? copy.noStudents : undefined}
        >
          <ResponsiveContainer width="100%" height={Math.max(240, byGovernorate.length * 22)}>
            <BarChart data={byGovernorate} layout="vertical" margin={{ right: 24 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis reversed type="number" allowDecimals={false} fontSize={11} />
              <YAxis
                orientation="right"
                type="category"
                dataKey="name"
                width={90}
                fontSize={12}
                interval={0}
              />
              <Tooltip />
              <Bar dataKey="count" name={copy.count} fill="#0fa3b1" isAnimationActive={animate} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
      <Card size="small" title={copy.exams} className="ops-section admin-table-card">
        <AdminTable<ExamRow>
          rowKey={(row) => row.exam._id}
          size="small"
          columns={examColumns}
          dataSource={data.exams}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={copy.noExams} />,
          }}
        />
      </Card>
    </>
  );
}

/** `/admin/analytics` (main admins only): growth, students, revenue and exams of a period. */
export function AnalyticsPage() {
  const dates = useDateRange('last30');
  const analytics = useAnalytics(dates.range);
  return (
    <AdminPage title={copy.title}>
      <div className="admin-table-card__toolbar">
        <DateRangeFilter state={dates} />
      </div>
      {analytics.data ? (
        <Charts data={analytics.data} range={dates.range} />
      ) : failedToLoad(analytics) ? (
        <LoadFailed onRetry={analytics.refetch} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </AdminPage>
  );
}
