import { z } from 'zod';

/**
 * Server settings the web app needs before its first request. The API writes
 * them into index.html as a meta tag, so they cost no round trip and need no
 * inline script under the content security policy.
 */
export const publicConfigSchema = z.object({
  brandName: z.string(),
  supportWhatsapp: z.string(),
  supportPhone: z.string(),
  antiTamper: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const publicConfigMetaName = 'sabora-config';
