import { paperTotal, toFourDecimals, type ExamStats } from '@sabora/contract';
import type { QuestionRow } from '../../db/schema/index';
import type { ResultFigures } from './exam-stats-memory';
import { misleads, optionPicks, reliability } from './item-analysis';

/** The statistics' figures, without the exam and the moment they stand for. */
export type StatsBody = Omit<ExamStats, 'exam' | 'asOf' | 'provisional'>;

/** The statistics read from the stored results, per question of the exam as it is now. */
export function statsBody(figures: ResultFigures, questions: QuestionRow[]): StatsBody {
  const { summary, totals, tenths, questionFigures, selections, totalsVariance } = figures;
  const byQuestion = new Map(questionFigures.map((entry) => [entry.questionId, entry]));
  const byOption = optionPicks(selections);
  const examTotalScore = paperTotal(questions);
  const orNull = (value: number | null) => (value === null ? null : toFourDecimals(value));
  return {
    count: summary.count,
    average: orNull(summary.average),
    median: orNull(summary.median),
    max: summary.max,
    averagePercent: orNull(summary.averagePercent),
    medianPercent: orNull(summary.medianPercent),
    maxPercent: orNull(summary.maxPercent),
    // The largest, so the best score never reads as more than the full mark.
    totalScore: totals.at(-1) ?? examTotalScore,
    totalScores: totals,
    examTotalScore,
    sd: orNull(summary.sd),
    reliability: orNull(reliability(summary.count, questionFigures, totalsVariance)),
    distribution: Array.from({ length: 10 }, (_, tenth) => ({
      from: tenth * 10,
      to: tenth * 10 + 10,
      count: tenths.find((entry) => entry.tenth === tenth)?.count ?? 0,
    })),
    questions: questions.map((question) => {
      const figure = byQuestion.get(question.id);
      const answered = figure?.answered ?? 0;
      return {
        _id: question.id,
        title: question.title,
        correct: figure?.correct ?? 0,
        semiCorrect: figure?.semiCorrect ?? 0,
        wrong: figure?.wrong ?? 0,
        averageScore: orNull(figure?.averageScore ?? null),
        answered,
        facility: orNull(figure?.facility ?? null),
        discrimination: orNull(figure?.discrimination ?? null),
        options: question.options.map((option) => {
          const picked = byOption.get(`${question.id}\u0000${option}`);
          const isCorrect = question.correct.includes(option);
          return {
            option,
            picks: picked?.picks ?? 0,
            share: answered === 0 ? 0 : toFourDecimals((picked?.picks ?? 0) / answered),
            isCorrect,
            misleading: !isCorrect && figure !== undefined && misleads(figure, picked),
          };
        }),
      };
    }),
  };
}
