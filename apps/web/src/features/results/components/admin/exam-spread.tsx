import type { ExamStats } from '@sabora/contract';
import { Card } from 'antd';
import { resultsAnalysisMessages } from '@/i18n/results-analysis-messages';
import { figureText, reliabilityLevel, reliabilityTone } from '../../lib/item-levels';
import { formatScore } from '@/lib/format-score';
import { LevelTag } from './level-tag';

const copy = resultsAnalysisMessages.spread;

/** The scores' standard deviation and the exam's reliability, each with what it means. */
export function ExamSpread({ stats }: { stats: ExamStats }) {
  const level = stats.reliability === null ? null : reliabilityLevel(stats.reliability);
  return (
    <div className="exam-spread">
      <Card size="small" data-testid="exam-sd">
        <p className="exam-spread__label">{copy.sd}</p>
        <p className="exam-spread__value">
          {stats.sd === null ? (
            <span className="exam-spread__missing">{copy.notEnough}</span>
          ) : (
            // A spread of marks, not a score: "0.58 / 4" read like one.
            <bdi>{copy.sdValue(figureText(stats.sd), formatScore(stats.totalScore))}</bdi>
          )}
        </p>
        <p className="exam-spread__help">{copy.sdHelp}</p>
      </Card>
      <Card size="small" data-testid="exam-reliability">
        <p className="exam-spread__label">{copy.reliability}</p>
        <p className="exam-spread__value">
          {stats.reliability === null || level === null ? (
            <span className="exam-spread__missing">{copy.reliabilityMissing}</span>
          ) : (
            <>
              <bdi dir="ltr">{figureText(stats.reliability)}</bdi>
              <LevelTag tone={reliabilityTone[level]}>{copy.levels[level]}</LevelTag>
            </>
          )}
        </p>
        <p className="exam-spread__help">{copy.reliabilityHelp}</p>
      </Card>
    </div>
  );
}
