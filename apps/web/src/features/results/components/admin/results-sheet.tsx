import { governorateLabels, standingRatio } from '@sabora/contract';
import { resultsAnalysisMessages } from '@/i18n/results-analysis-messages';
import { formatPercent, scoreText } from '@/lib/format-score';
import type { RankedResult } from '../../lib/sheet-ranks';

const copy = resultsAnalysisMessages.print;

interface ResultsSheetProps {
  title: string;
  printedAt: string;
  ranked: readonly RankedResult[];
}

/** The notice-board sheet: who came where, by name and governorate, with score and percent. */
export function ResultsSheet({ title, printedAt, ranked }: ResultsSheetProps) {
  // From each score, not from the rows' one-decimal percents: averaging those
  // carried their cut (1 and 2 of 3 average 50, their rows' 33.3 and 66.6 49.95).
  const average =
    ranked.length === 0
      ? 0
      : (ranked.reduce((sum, entry) => sum + standingRatio(entry.result), 0) / ranked.length) * 100;
  return (
    <article className="results-sheet" dir="rtl">
      <header className="results-sheet__head">
        <h1 className="results-sheet__title">
          <bdi>{copy.title(title)}</bdi>
        </h1>
        <p className="results-sheet__meta">
          <span>{copy.summary(ranked.length, formatPercent(average))}</span>
          <span>{copy.printedAt(printedAt)}</span>
        </p>
      </header>
      <table className="results-sheet__table">
        <thead>
          <tr>
            <th scope="col">{copy.columns.rank}</th>
            <th scope="col">{copy.columns.name}</th>
            <th scope="col">{copy.columns.governorate}</th>
            <th scope="col">{copy.columns.score}</th>
            <th scope="col">{copy.columns.percent}</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map(({ rank, result, percent }) => (
            <tr key={result._id}>
              <td className="results-sheet__rank">{rank}</td>
              <th scope="row">
                <bdi>{result.student?.name ?? copy.deletedStudent}</bdi>
              </th>
              <td>{result.student ? governorateLabels[result.student.governorate] : '—'}</td>
              <td>
                <bdi>{scoreText(result.score, result.totalScore)}</bdi>
              </td>
              <td>{formatPercent(percent)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
