import { apiPaths, pdfSchema } from '@sabora/contract';
import type { Pdf, PdfBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function createPdf(body: PdfBody): Promise<Pdf> {
  return apiRequest(apiPaths.adminPdf, { method: 'POST', body, schema: pdfSchema });
}

export function useCreatePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPdf,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'pdfs'] }),
  });
}
