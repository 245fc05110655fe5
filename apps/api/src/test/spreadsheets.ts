import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

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

/** A CSV download's lines after its byte order mark, without the empty last one. */
export function csvLines(response: LightMyRequestResponse): string[] {
  return response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}
