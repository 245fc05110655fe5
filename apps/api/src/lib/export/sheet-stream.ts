import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { exportContentTypes, type ExportFormat } from '@sabora/contract';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../storage/content-disposition';
import { byteOrderMark, csvLine } from '../csv';
import { exportHeap } from './export-heap';

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

type WorkbookWriter = typeof ExcelJS.stream.xlsx.WorkbookWriter;

let writerModule: Promise<WorkbookWriter> | undefined;

/**
 * exceljs' streaming writer is loaded at the first XLSX export, not with the
 * server (decision 0229), and alone: the whole library, with its readers and
 * in-memory workbook, held 12 MB more resident (decision 0249).
 */
function loadWorkbookWriter(): Promise<WorkbookWriter> {
  writerModule ??= import('exceljs/lib/stream/xlsx/workbook-writer.js').then(
    (module) => module.default,
  );
  return writerModule;
}

/** What exceljs keeps of a sheet's XML before the zip has compressed it (its StreamBuf). */
interface SheetXml {
  /** Held here until the zip reaches the sheet's entry, and the last 64 KB after. */
  buffers: Array<{ length: number }>;
  /** The zip's entry stream, once the zip has reached the sheet. */
  pipes: unknown[];
}

/**
 * exceljs writes a sheet's rows, 64 KB at a time, into the zip's entry
 * stream without waiting for it (its StreamBuf ignores `write`'s answer), and
 * holds them itself until the zip reaches that entry. So when compressing is
 * slower than reading the rows, the XML piles up: 80–100 MB of it for the
 * 200,000 bills. Read through exceljs' internals, which sheet-stream.test.ts
 * checks are still there; undefined if they are not.
 */
export function sheetXmlOf(worksheet: ExcelJS.Worksheet): SheetXml | undefined {
  const stream = (worksheet as { stream?: Partial<SheetXml> }).stream;
  return Array.isArray(stream?.buffers) && Array.isArray(stream.pipes)
    ? (stream as SheetXml)
    : undefined;
}

const zipBehindLimit = 1024 * 1024;

/**
 * What the zip's entry stream holds: a PassThrough of readable-stream 2 (from
 * archiver-utils), which has no `writableLength`, only the state behind it.
 */
const heldBy = (pipe: unknown): number => {
  const state = (pipe as { _writableState?: { length?: unknown } })._writableState;
  return typeof state?.length === 'number' ? state.length : 0;
};

/**
 * Until the zip has compressed all but `zipBehindLimit` of the sheet's XML.
 * Looked at every few milliseconds: while it waits, the zip still has up to
 * the limit to compress, so it never stands idle.
 */
async function zipCaughtUp(worksheet: ExcelJS.Worksheet, output: PassThrough): Promise<void> {
  const xml = sheetXmlOf(worksheet);
  if (!xml) return;
  const behind = () =>
    xml.buffers.reduce((sum, buffer) => sum + buffer.length, 0) +
    xml.pipes.reduce<number>((sum, pipe) => sum + heldBy(pipe), 0);
  // A download that went away takes nothing more: the zip will never catch up.
  while (behind() > zipBehindLimit && !output.destroyed) await delay(5);
}

/**
 * XLSX through exceljs' streaming writer: each row is committed (written out
 * and forgotten) as it comes, the sheet reads right to left with its header
 * row frozen, and strings stay strings (a name starting with "=" is no formula).
 */
function xlsxStream(Writer: WorkbookWriter, sheet: Sheet): Readable {
  const output = new PassThrough();
  const workbook = new Writer({
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
      // The next page waits for the zip to have compressed this one, and for a
      // slow download to have taken it: neither piles up in memory.
      await zipCaughtUp(worksheet, output);
      if (output.writableNeedDrain && !output.destroyed) await once(output, 'drain');
      // The download went away: no more pages are read.
      if (output.destroyed) return;
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** The sheet's file in the asked format, made as it is read. */
export async function sheetBody(format: ExportFormat, sheet: Sheet): Promise<Readable> {
  return format === 'xlsx' ? xlsxStream(await loadWorkbookWriter(), sheet) : csvStream(sheet);
}

/** Sends the sheet as a download in the asked format, streamed. */
export async function sendSheet(reply: FastifyReply, format: ExportFormat, sheet: Sheet) {
  const body = exportHeap.whileStreaming(await sheetBody(format, sheet));
  return reply
    .header('content-type', exportContentTypes[format])
    .header('content-disposition', attachmentDisposition(`${sheet.name}.${format}`))
    .send(body);
}
