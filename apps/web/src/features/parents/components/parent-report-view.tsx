import {
  billMethodLabels,
  governorateLabels,
  levelLabels,
  walletEntryKindLabels,
} from '@sabora/contract';
import type { ParentReport } from '@sabora/contract';
import type { ReactNode } from 'react';
import { parentsMessages } from '@/i18n/parents-messages';
import { formatCairoDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatPercent, scoreText } from '@/lib/format-score';
import './parent-report-view.css';

const copy = parentsMessages.report;

const minutes = (seconds: number) => Math.round(seconds / 60);
const percent = (share: number) => `${Math.round(share * 100)}%`;
const day = (ms: number) => formatCairoDate(ms).split(' - ')[0]!;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="parent-report__section" aria-label={title}>
      <h2 className="parent-report__heading">{title}</h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="parent-report__empty">{children}</p>;
}

/** The parent's report: who, courses, this month's watching, exams, missed exams, payments. */
export function ParentReportView({ report }: { report: ParentReport }) {
  const { student, courses, month, exams, missed, payments } = report;
  const now = report.generatedAt;
  return (
    <div className="parent-report" data-testid="parent-report">
      <header className="parent-report__student">
        <h1 className="parent-report__name">
          <bdi>{student.name}</bdi>
        </h1>
        <p className="parent-report__meta">
          {levelLabels[student.level]} · {governorateLabels[student.governorate]}
        </p>
      </header>

      <Section title={copy.courses}>
        {courses.length === 0 ? (
          <Empty>{copy.noCourses}</Empty>
        ) : (
          <ul className="parent-report__list">
            {courses.map(({ course, from, until }) => (
              <li key={course._id} className="parent-report__course">
                <strong>{course.title}</strong>
                <span>
                  {from !== null && `${copy.from} ${day(from)} `}
                  {until === null
                    ? `· ${copy.forGood}`
                    : `${copy.until} ${day(until)}${until <= now ? ` · ${copy.ended}` : ''}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={copy.month}>
        <p className="parent-report__total">{copy.monthTotal(minutes(month.watchedSeconds))}</p>
        {month.videos.length === 0 ? (
          <Empty>{copy.noWatching}</Empty>
        ) : (
          <div className="parent-report__scroll">
            <table className="parent-report__table">
              <thead>
                <tr>
                  <th scope="col">{copy.video}</th>
                  <th scope="col">{copy.minutes}</th>
                  <th scope="col">{copy.coverage}</th>
                </tr>
              </thead>
              <tbody>
                {month.videos.map((row) => (
                  <tr key={row.video._id}>
                    <td>{row.video.title}</td>
                    <td>{minutes(row.watchedSeconds)}</td>
                    <td>{row.watched ? `${copy.watched} ✓` : percent(row.coverage)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section title={copy.exams}>
        {exams.length === 0 ? (
          <Empty>{copy.noExams}</Empty>
        ) : (
          <div className="parent-report__scroll">
            <table className="parent-report__table" data-testid="parent-exams">
              <thead>
                <tr>
                  <th scope="col">{copy.exam}</th>
                  <th scope="col">{copy.score}</th>
                  <th scope="col">{copy.average}</th>
                  <th scope="col">{copy.rank}</th>
                </tr>
              </thead>
              <tbody>
                {exams.map((row) => (
                  <tr key={`${row.exam._id}-${row.submittedAt}`}>
                    <td>
                      {row.exam.title}
                      <span className="parent-report__sub">{day(row.submittedAt)}</span>
                    </td>
                    {row.revealed ? (
                      <>
                        <td>
                          <bdi>{scoreText(row.score, row.totalScore)}</bdi>
                        </td>
                        <td>
                          {row.averagePercent === null
                            ? '—'
                            : `${formatPercent(row.averagePercent)}%`}
                        </td>
                        <td>
                          {row.rank === null ? '—' : copy.rankOf(String(row.rank), String(row.of))}
                        </td>
                      </>
                    ) : (
                      <td colSpan={3}>{copy.pending(formatCairoDate(row.revealAt))}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section title={copy.missed}>
        {missed.length === 0 ? (
          <Empty>{copy.noMissed}</Empty>
        ) : (
          <ul className="parent-report__list">
            {missed.map((row) => (
              <li key={row.exam._id} className="parent-report__course">
                <strong>{row.exam.title}</strong>
                <span>
                  {copy.endedAt} {day(row.endTime)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={copy.payments}>
        {payments.length === 0 ? (
          <Empty>{copy.noPayments}</Empty>
        ) : (
          <ul className="parent-report__list">
            {payments.map((row) => (
              <li key={row._id} className="parent-report__course">
                <strong>{formatMoney(row.amount / 100)}</strong>
                <span>
                  {row.kind === 'bill'
                    ? billMethodLabels[row.method]
                    : walletEntryKindLabels[row.kind]}{' '}
                  · {day(row.createdAt)}
                  {row.note && ` · ${row.note}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
