import { apiPaths, parentReportSchema } from '@sabora/contract';
import type { ParentReport, ParentReportBody } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The parent's report: no account, the link's token and the phone's last four digits. */
export function openParentReport(body: ParentReportBody): Promise<ParentReport> {
  // The page shows a refusal (wrong digits, a stopped link) itself.
  return apiRequest(apiPaths.parentReport, {
    method: 'POST',
    body,
    schema: parentReportSchema,
    quietRefusal: true,
    fieldErrors: true,
  });
}

export function useOpenParentReport() {
  return useMutation({ mutationFn: openParentReport });
}
