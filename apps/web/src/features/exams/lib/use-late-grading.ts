import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { examKey, type ExamPageData } from '../api/get-exam';
import { clearAnswers } from './exam-storage';
import { clearPending, loadPending, notArrived } from './submit-outbox';

/** The draft sweeper's interval on the API (draft-sweeper.ts): a swept result is this far away at most. */
export const sweepWaitMs = 5000;
const maxWaits = 6;

/**
 * A deadline's submit that arrived after end + grace but before the draft
 * sweeper came by is refused ("the exam ended") and the exam shows as
 * closed. While this phone still holds that submit, the page asks again until
 * the swept result is there, then says which answers did not arrive
 * (decision 0175) and lets the phone's copy go.
 */
export function useLateGrading(
  examId: string,
  data: ExamPageData | undefined,
  refetch: () => void,
) {
  const queryClient = useQueryClient();
  const [waits, setWaits] = useState(0);
  const closed = data !== undefined && 'lateExam' in data.page;
  const graded = data !== undefined && 'result' in data.page && data.missed === undefined;

  useEffect(() => {
    if (!closed || waits >= maxWaits || loadPending(examId) === null) return undefined;
    const timer = window.setTimeout(() => {
      setWaits((count) => count + 1);
      refetch();
    }, sweepWaitMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [closed, waits, examId, refetch]);

  useEffect(() => {
    const pending = loadPending(examId);
    if (!graded || !data || !('result' in data.page) || pending === null) return;
    clearPending(examId);
    clearAnswers(examId);
    const missed = notArrived(pending.selections, data.page.result.answers);
    queryClient.setQueryData<ExamPageData>(examKey(examId), { ...data, missed });
  }, [graded, data, examId, queryClient]);
}
