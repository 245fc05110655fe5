import { LRUCache } from 'lru-cache';
import type {
  ExamStatsRepository,
  QuestionFigures,
  SelectionFigures,
} from './exam-stats.repository';

/** The figures that read every stored answer of the exam: the costly part of the statistics. */
export interface AnswerFigures {
  figures: QuestionFigures[];
  selections: SelectionFigures[];
  totalsVariance: number | null;
}

// Enough for the exams a teacher and assistants look at in a day.
const examsKept = 50;

/**
 * Keeps each exam's answer figures with the fingerprint of the results they
 * came from (decision 0159). Every call reads the fingerprint (one pass over
 * the results, not their forty-times-larger answers) and reuses the figures
 * while it is unchanged, so any process, after any write anywhere, answers
 * from the database's present state without being told of changes.
 */
export function createItemAnalysisMemory(stats: ExamStatsRepository) {
  const kept = new LRUCache<string, { key: string; figures: Promise<AnswerFigures> }>({
    max: examsKept,
  });

  async function compute(examId: string): Promise<AnswerFigures> {
    const [figures, selections, totalsVariance] = await Promise.all([
      stats.questionFigures(examId),
      stats.selections(examId),
      stats.totalsVariance(examId),
    ]);
    return { figures, selections, totalsVariance };
  }

  return {
    /** `examVersion` changes with every edit of the exam (its questions, a deletion). */
    async of(examId: string, examVersion: number): Promise<AnswerFigures> {
      const key = `${examVersion}:${await stats.resultsFingerprint(examId)}`;
      const entry = kept.get(examId);
      if (entry?.key === key) return entry.figures;
      const figures = compute(examId);
      kept.set(examId, { key, figures });
      // A failed read must not stay kept.
      figures.catch(() => {
        if (kept.get(examId)?.figures === figures) kept.delete(examId);
      });
      return figures;
    },
  };
}

export type ItemAnalysisMemory = ReturnType<typeof createItemAnalysisMemory>;
