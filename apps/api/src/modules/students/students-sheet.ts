import { attendanceTypeLabels, governorateLabels, levelLabels } from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';
import { cairoDateTime } from '../../lib/csv';
import type { Sheet } from '../../lib/export/sheet-stream';
import { messages } from '../../messages';

export interface StudentExportRow {
  user: UserRow;
  courseTitles: string[] | null;
}

const headers = messages.usersCsvHeaders;
const yesNo = (value: boolean) => (value ? messages.yes : messages.no);

/** The student list as a spreadsheet: Arabic headers, Arabic labels, Cairo times. */
export function studentsSheet(pages: AsyncIterable<StudentExportRow[]>): Sheet {
  async function* rows() {
    for await (const page of pages) {
      yield page.map(({ user, courseTitles }) => [
        user.name,
        user.phone,
        user.fatherPhone,
        levelLabels[user.level],
        governorateLabels[user.governorate],
        attendanceTypeLabels[user.attendanceType],
        (courseTitles ?? []).join('، '),
        yesNo(user.vip),
        yesNo(user.frozen),
        yesNo(user.deviceHash !== null),
        cairoDateTime(user.createdAt),
        cairoDateTime(user.lastLoginAt),
      ]);
    }
  }
  return {
    name: messages.usersCsvFileName,
    headers: [
      headers.name,
      headers.phone,
      headers.fatherPhone,
      headers.level,
      headers.governorate,
      headers.attendanceType,
      headers.courses,
      headers.vip,
      headers.frozen,
      headers.deviceBound,
      headers.createdAt,
      headers.lastLoginAt,
    ],
    pages: rows(),
  };
}
