import { toPounds, walletEntryKindLabels } from '@sabora/contract';
import { cairoDateTime } from '../../lib/csv';
import type { Sheet } from '../../lib/export/sheet-stream';
import { messages } from '../../messages';
import type { LedgerLineWithNames } from './wallet-dto';

const headers = messages.ledgerExportHeaders;

/** The whole ledger as a sheet: newest first, pounds, Arabic labels and Cairo times. */
export function ledgerSheet(pages: AsyncIterable<LedgerLineWithNames[]>): Sheet {
  async function* rows() {
    for await (const page of pages) {
      yield page.map(({ line, courseTitle, adminName, studentName, studentPhone }) => [
        cairoDateTime(line.createdAt),
        studentName ?? messages.deletedStudent,
        studentPhone,
        walletEntryKindLabels[line.kind],
        toPounds(line.amount),
        toPounds(line.balanceAfter),
        courseTitle ?? '',
        line.note,
        line.adminId ? (adminName ?? messages.deletedAdmin) : '',
      ]);
    }
  }
  return {
    name: messages.ledgerExportFileName,
    headers: [
      headers.createdAt,
      headers.student,
      headers.phone,
      headers.kind,
      headers.amount,
      headers.balanceAfter,
      headers.course,
      headers.note,
      headers.admin,
    ],
    pages: rows(),
  };
}
