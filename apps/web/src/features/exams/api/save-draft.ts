import { answerEntriesOf, apiPaths, draftSavedResponse, withId } from '@sabora/contract';
import type { DraftSaved, ExamSelections } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `PUT /user/exams/{id}/draft`: the server keeps the choices until submit. */
export function saveDraft(examId: string, selections: ExamSelections): Promise<DraftSaved> {
  return apiRequest(withId(apiPaths.userExamDraft, examId), {
    method: 'PUT',
    body: answerEntriesOf(examId, selections),
    schema: draftSavedResponse,
    quietOffline: true,
  });
}

/** Retried by the exam's state machine, like the submit (see submit-exam.ts). */
export function useSaveDraft(examId: string) {
  return useMutation({
    mutationFn: (selections: ExamSelections) => saveDraft(examId, selections),
    retry: false,
    networkMode: 'always',
  });
}
