import { publicConfigMetaName, publicConfigSchema, type PublicConfig } from '@sabora/contract';
import { z } from 'zod';

// The one place that reads configuration. The API writes its settings into the
// served page (see docs/decisions/0006); the Vite dev server has no such tag, so
// build-time values stand in there.
const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const buildSchema = z.object({
  PROD: z.boolean(),
  // International format without "+", as wa.me expects it.
  VITE_SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\d{10,15}$/)
    .default('201000000000'),
  VITE_SUPPORT_PHONE: z
    .string()
    .regex(/^\+?\d{8,15}$/)
    .default('01000000000'),
  VITE_ANTI_TAMPER: flag.optional(),
});

function fromBuild(): PublicConfig {
  const parsed = buildSchema.parse(import.meta.env);
  return {
    brandName: 'سبورة',
    supportWhatsapp: parsed.VITE_SUPPORT_WHATSAPP,
    supportPhone: parsed.VITE_SUPPORT_PHONE,
    // On by default in production builds only: dev servers pause in debuggers.
    antiTamper: parsed.VITE_ANTI_TAMPER ?? parsed.PROD,
  };
}

export function readServedConfig(doc: Document): PublicConfig | undefined {
  const content = doc
    .querySelector(`meta[name="${publicConfigMetaName}"]`)
    ?.getAttribute('content');
  if (!content) return undefined;
  try {
    const result = publicConfigSchema.safeParse(JSON.parse(content));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export const env: PublicConfig = readServedConfig(document) ?? fromBuild();
