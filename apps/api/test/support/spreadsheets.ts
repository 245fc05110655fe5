import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface ReadSheet {
  title: string;
  rightToLeft: boolean;
  /** Every row's cell values, the header row first. */
  rows: unknown[][];
}

/** Reads a downloaded XLSX back with the library that wrote it. */
export async function readXlsx(response: LightMyRequestResponse): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const [worksheet] = workbook.worksheets;
  if (!worksheet) throw new Error('the workbook has no sheet');
  const rows: unknown[][] = [];
  worksheet.eachRow((row) => {
    // exceljs counts cells from 1 and leaves empty cells out (holes, or a shorter row).
    rows.push(Array.from((row.values as unknown[]).slice(1), (value) => value ?? null));
  });
  const width = rows[0]?.length ?? 0;
  return {
    title: worksheet.name,
    rightToLeft: worksheet.views.some((view) => view.rightToLeft === true),
    rows: rows.map((row) => [...row, ...Array<null>(width - row.length).fill(null)]),
  };
}

/**
 * Checks an XLSX answer is a download named `fileName` whose sheet reads
 * right to left, and reads it back.
 */
export async function readXlsxDownload(
  response: LightMyRequestResponse,
  fileName: string,
): Promise<ReadSheet> {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  const sheet = await readXlsx(response);
  expect(sheet.rightToLeft).toBe(true);
  return sheet;
}

/** A CSV download's lines after its byte order mark, without the empty last one. */
export function csvLines(response: LightMyRequestResponse): string[] {
  return response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/** How a CSV cell holds digits Excel would read as a number (a phone): ="…", quoted. */
export const csvDigits = (digits: string): string => `"=""${digits}"""`;
