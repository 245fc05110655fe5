import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { exportContentTypes, type ExportFormat } from '@sabora/contract';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../storage/content-disposition';
import { byteOrderMark, csvLine } from '../csv';

export type Cell = string | number | null;

/** A list to export: Arabic headers, then its rows a page at a time. */
export interface Sheet {
  /** The file's name without extension, and the worksheet's title. */
  name: string;
  headers: readonly string[];
  pages: AsyncIterable<ReadonlyArray<readonly Cell[]>>;
}

const csvText = (cell: Cell) => cell ?? '';

/** UTF-8 CSV with a byte order mark (Excel then reads Arabic), written as the pages come. */
function csvStream(sheet: Sheet): Readable {
  async function* lines() {
    yield byteOrderMark + csvLine(sheet.headers);
    for await (const page of sheet.pages) {
      yield page.map((row) => csvLine(row.map(csvText))).join('');
    }
  }
  // One page waits for the socket at most: the rest are read when the download takes them.
  return Readable.from(lines(), { highWaterMark: 1 });
}

// A worksheet title may not hold these and is at most 31 characters.
const sheetTitle = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

let excelModule: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs is loaded at the first XLSX export, not with the server: it holds
 * about 25 MB resident that a server asked for no workbook never pays (decision 0229).
 */
function loadExcel(): Promise<typeof ExcelJS> {
  excelModule ??= import('exceljs').then((module) => module.default);
  return excelModule;
}

/**
 * XLSX through exceljs' streaming writer: each row is committed (written out
 * and forgotten) as it comes, the sheet reads right to left with its header
 * row frozen, and strings stay strings (a name starting with "=" is no formula).
 */
function xlsxStream(excel: typeof ExcelJS, sheet: Sheet): Readable {
  const output = new PassThrough();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheetTitle(sheet.name), {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.headers.map((header) => ({
    header,
    width: Math.min(Math.max(header.length + 4, 12), 40),
  }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const page of sheet.pages) {
      for (const row of page) worksheet.addRow([...row]).commit();
      // A slow download holds the next page back rather than piling pages up in memory.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** Sends the sheet as a download in the asked format, streamed. */
export async function sendSheet(reply: FastifyReply, format: ExportFormat, sheet: Sheet) {
  const body = format === 'xlsx' ? xlsxStream(await loadExcel(), sheet) : csvStream(sheet);
  return reply
    .header('content-type', exportContentTypes[format])
    .header('content-disposition', attachmentDisposition(`${sheet.name}.${format}`))
    .send(body);
}
