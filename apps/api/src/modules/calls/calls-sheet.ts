import { callDirectionLabels, callOutcomeLabels, callReasonLabels } from '@sabora/contract';
import { cairoDateTime } from '../../lib/csv';
import type { Sheet } from '../../lib/export/sheet-stream';
import { messages } from '../../messages';
import type { CallWithNames } from './call-dto';

const headers = messages.callsExportHeaders;

/** The calls list as a sheet, in the list's order, with Arabic labels and Cairo times. */
export function callsSheet(pages: AsyncIterable<CallWithNames[]>): Sheet {
  async function* rows() {
    for await (const page of pages) {
      yield page.map(({ call, studentName, studentPhone, adminName }) => [
        cairoDateTime(call.createdAt),
        studentName ?? messages.deletedStudent,
        studentPhone,
        callDirectionLabels[call.direction],
        callReasonLabels[call.reason],
        callOutcomeLabels[call.outcome],
        cairoDateTime(call.followUpAt),
        call.note,
        adminName ?? messages.deletedAdmin,
      ]);
    }
  }
  return {
    name: messages.callsExportFileName,
    headers: [
      headers.createdAt,
      headers.student,
      headers.phone,
      headers.direction,
      headers.reason,
      headers.outcome,
      headers.followUpAt,
      headers.note,
      headers.admin,
    ],
    pages: rows(),
  };
}
