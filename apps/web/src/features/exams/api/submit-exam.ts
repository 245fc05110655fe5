import { answerEntriesOf, apiPaths, submitExamResponse, withId } from '@sabora/contract';
import type { ExamSelections, SubmitExamResponse } from '@sabora/contract';
import { apiRequest } from '@/lib/api-client';

/** `POST /user/exams/{id}`: the server grades; a repeated submit answers the first result. */
export function submitExam(
  examId: string,
  selections: ExamSelections,
): Promise<SubmitExamResponse> {
  return apiRequest(withId(apiPaths.userExam, examId), {
    method: 'POST',
    body: answerEntriesOf(examId, selections),
    schema: submitExamResponse,
  });
}
