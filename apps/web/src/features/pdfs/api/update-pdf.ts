import { apiPaths, pdfSchema, withId } from '@sabora/contract';
import type { Pdf, PdfPatchBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function updatePdf({ id, body }: { id: string; body: PdfPatchBody }): Promise<Pdf> {
  return apiRequest(withId(apiPaths.adminPdfById, id), {
    method: 'PATCH',
    body,
    schema: pdfSchema,
  });
}

export function useUpdatePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePdf,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'pdfs'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'video'] }),
        queryClient.invalidateQueries({ queryKey: ['video'] }),
      ]);
    },
  });
}
