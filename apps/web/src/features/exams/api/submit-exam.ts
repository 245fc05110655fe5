import { answerEntriesOf, apiPaths, submitExamResponse, withId } from '@sabora/contract';
import type { ExamSelections, SubmitExamResponse } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /user/exams/{id}`: the server grades; a repeated submit answers the first result. */
export function submitExam(
  examId: string,
  selections: ExamSelections,
  { quietOffline = false } = {},
): Promise<SubmitExamResponse> {
  return apiRequest(withId(apiPaths.userExam, examId), {
    method: 'POST',
    body: answerEntriesOf(examId, selections),
    schema: submitExamResponse,
    quietOffline,
  });
}

/**
 * The exam's state machine retries (lib/exam-machine.ts), so the mutation does
 * not; and it always sends: a mutation paused while the phone says it is
 * offline would hide the failure the student must see. That failure is the
 * page's calm "your answers are on the phone" line, not a network toast.
 */
export function useSubmitExam(examId: string) {
  return useMutation({
    mutationFn: (selections: ExamSelections) =>
      submitExam(examId, selections, { quietOffline: true }),
    retry: false,
    networkMode: 'always',
  });
}
