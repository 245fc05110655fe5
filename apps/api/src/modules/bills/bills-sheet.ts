import { billMethodLabels, type NamedRef } from '@sabora/contract';
import { cairoDateTime } from '../../lib/csv';
import type { Sheet } from '../../lib/export/sheet-stream';
import { messages } from '../../messages';
import type { BillWithNames } from './bill-dto';

const headers = messages.billsExportHeaders;

/** The bills list as a sheet: newest first, with Arabic labels and Cairo times. */
export function billsSheet(
  pages: AsyncIterable<BillWithNames[]>,
  coursesByBill: (billIds: readonly string[]) => Promise<Map<string, NamedRef[]>>,
): Sheet {
  async function* rows() {
    for await (const page of pages) {
      const courses = await coursesByBill(page.map((row) => row.bill.id));
      yield page.map(({ bill, studentName, studentPhone, adminName, toWallet }) => [
        cairoDateTime(bill.createdAt),
        studentName ?? messages.deletedStudent,
        studentPhone,
        bill.amount,
        billMethodLabels[bill.method],
        toWallet
          ? messages.billToWallet
          : (courses.get(bill.id) ?? []).map((course) => course.title).join('، '),
        bill.note,
        adminName ?? messages.deletedAdmin,
      ]);
    }
  }
  return {
    name: messages.billsExportFileName,
    headers: [
      headers.createdAt,
      headers.student,
      headers.phone,
      headers.amount,
      headers.method,
      headers.courses,
      headers.note,
      headers.admin,
    ],
    pages: rows(),
  };
}
