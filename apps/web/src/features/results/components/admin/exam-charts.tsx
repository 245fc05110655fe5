import { Card, Empty, Skeleton, Statistic } from 'antd';
import { passedCount, passPercent } from '@sabora/contract';
import { useParams } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { examMessages } from '@/i18n/exam-messages';
import { useExamStats } from '../../api/admin-results';
import { formatPercent, formatScore, scoreText } from '@/lib/format-score';
import { ExamSpread } from './exam-spread';
import { ItemAnalysis } from './item-analysis';
import { StatsMoment } from './stats-moment';
import './exam-charts.css';
import { ChartLegend } from '@/components/charts/chart-legend';

const copy = examAdminMessages.adminResults;
const ratings = examMessages.results.ratings;

// At the count's 24 px, "25 من 30 (83.3%)" was wider than a card at 1366 px and broke onto
// a second line. The "of" is the count's caption, so smaller; on a narrower card it moves
// down whole, never splitting a figure from its percent.
const passedOfStyle = { fontSize: 16, whiteSpace: 'nowrap' } as const;

/** `/admin/exam-results/charts/{examId}` (lazy: recharts never reaches students). */
export function ExamCharts() {
  const { id = '' } = useParams();
  const query = useExamStats(id);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) return <Empty />;
  const stats = query.data;
  const show = (value: number | null) => (value === null ? '—' : formatScore(value));
  // Results out of different full scores (a draw, or an edit since) compare only as percents.
  const mixed = stats.totalScores.length > 1;
  const percent = (value: number | null) => (value === null ? '—' : `${formatPercent(value)}%`);
  // "1.5 / 2" left to right, as the results tab writes a score: a value with a
  // "/ 2" suffix in the card's Arabic line was drawn "2 / 1.5".
  const outOf = (value: number | null) => () => (
    <bdi dir="ltr">{value === null ? '—' : scoreText(value, stats.totalScore)}</bdi>
  );
  const passed = passedCount(stats.distribution);
  const distribution = stats.distribution.map((bucket) => ({
    range: `${bucket.from}–${bucket.to}`,
    count: bucket.count,
  }));
  const perQuestion = stats.questions.map((question, index) => ({
    name: String(index + 1),
    title: question.title,
    correct: question.correct,
    semi: question.semiCorrect,
    wrong: question.wrong,
  }));
  return (
    <div className="exam-charts" data-testid="exam-charts">
      <StatsMoment stats={stats} />
      <div className="exam-charts__stats">
        <Card size="small">
          <Statistic title={copy.count} value={stats.count} />
        </Card>
        {stats.count > 0 && (
          <Card size="small" data-testid="exam-passed">
            <Statistic
              title={copy.passed(passPercent)}
              value={passed}
              suffix={copy.passedOf(stats.count, percent((passed / stats.count) * 100))}
              styles={{ suffix: passedOfStyle }}
            />
          </Card>
        )}
        {mixed ? (
          <>
            <Card size="small">
              <Statistic title={copy.average} value={percent(stats.averagePercent)} />
            </Card>
            <Card size="small">
              <Statistic title={copy.median} value={percent(stats.medianPercent)} />
            </Card>
            <Card size="small">
              <Statistic title={copy.max} value={percent(stats.maxPercent)} />
            </Card>
          </>
        ) : (
          <>
            <Card size="small">
              <Statistic
                title={copy.average}
                value={show(stats.average)}
                formatter={outOf(stats.average)}
              />
            </Card>
            <Card size="small">
              <Statistic
                title={copy.median}
                value={show(stats.median)}
                formatter={outOf(stats.median)}
              />
            </Card>
            <Card size="small">
              <Statistic title={copy.max} value={show(stats.max)} formatter={outOf(stats.max)} />
            </Card>
          </>
        )}
      </div>
      <ExamSpread stats={stats} />
      {/* Laid out LTR for recharts, axes mirrored so the chart reads from the right. */}
      <Card size="small" title={copy.distribution}>
        <div className="exam-charts__chart" dir="ltr">
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={distribution}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis reversed dataKey="range" fontSize={11} />
              <YAxis orientation="right" allowDecimals={false} width={32} />
              <Tooltip />
              <Bar dataKey="count" name={copy.students} fill="#1d6b57" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Card size="small" title={copy.perQuestion}>
        <div className="exam-charts__chart" dir="ltr">
          <ResponsiveContainer width="100%" height={Math.max(260, perQuestion.length * 22)}>
            <BarChart data={perQuestion} layout="vertical">
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis reversed type="number" allowDecimals={false} />
              <YAxis orientation="right" type="category" dataKey="name" width={32} fontSize={11} />
              <Tooltip labelFormatter={(_, payload) => String(payload[0]?.payload.title ?? '')} />
              <Legend content={(props) => <ChartLegend payload={props.payload} />} />
              <Bar dataKey="correct" stackId="q" name={ratings.correct} fill="#389e0d" />
              <Bar dataKey="semi" stackId="q" name={ratings['semi-correct']} fill="#fa8c16" />
              <Bar dataKey="wrong" stackId="q" name={ratings.wrong} fill="#cf1322" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <ItemAnalysis stats={stats} />
    </div>
  );
}
