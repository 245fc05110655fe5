import { apiPaths, parentReportSchema, withId } from '@sabora/contract';
import type { ParentReport } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The report the parent sees, read by an admin to send it on WhatsApp. */
export function getStudentParentReport(userId: string): Promise<ParentReport> {
  return apiRequest(withId(apiPaths.adminUserParentReport, userId), {
    schema: parentReportSchema,
  });
}

/** Read when the assistant asks to send it, so it is fresh. */
export function useStudentParentReport(userId: string) {
  return useMutation({ mutationFn: () => getStudentParentReport(userId) });
}
