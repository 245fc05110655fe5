import { z } from 'zod';

/**
 * The 200 of an export route: a file, streamed as CSV or XLSX. A stream is
 * sent as it is, never through the JSON serializer this schema would feed.
 */
export const exportFileSchema = z
  .string()
  .describe('The file: text/csv (UTF-8 with a byte order mark) or an XLSX workbook');
