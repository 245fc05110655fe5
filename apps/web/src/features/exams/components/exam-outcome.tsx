import { useEffect } from 'react';
import { Alert } from '@/components/alert';
import { ResultDetailView } from '@/components/result-detail';
import type { ResultDetail } from '@sabora/contract';
import { examMessages } from '@/i18n/exam-messages';
import { markInstallMoment } from '@/lib/install-moment';
import type { NotArrived } from '../lib/submit-outbox';
import { HonourBoardSlot } from './honour-board-slot';
import { SolutionLink } from './solution-link';

const copy = examMessages.exams;

interface ExamOutcomeProps {
  examId: string;
  result: ResultDetail;
  /** The phone's answers that reached the server too late (decision 0175). */
  missed: NotArrived | null | undefined;
}

/**
 * The exam page's ending: the graded result, what did not arrive in time,
 * the board and the solution. Loaded when there is a result, so the open
 * exam's first download does not carry it (decision 0177's budget).
 */
export function ExamOutcome({ examId, result, missed }: ExamOutcomeProps) {
  useEffect(markInstallMoment, []);
  return (
    <>
      {missed && missed.missing > 0 && (
        <Alert
          type="warning"
          role="status"
          className="exam-alert"
          data-testid="not-arrived"
          title={copy.notArrived(missed.missing, missed.answered)}
        />
      )}
      {/* Only what the exam has is asked for: a missing board or solution would be a 404. */}
      <ResultDetailView
        result={result}
        headingLevel={1}
        belowScore={
          result.examHas?.honourBoard && <HonourBoardSlot examId={examId} headingLevel={2} />
        }
      />
      <div className="exam-page__after">
        {result.examHas?.solution && <SolutionLink examId={examId} />}
      </div>
    </>
  );
}
