import {
  toPounds,
  type AdminWalletEntry,
  type LedgerEntry,
  type WalletEntry,
} from '@sabora/contract';
import type { WalletEntryRow } from '../../db/schema/index';

/** A ledger line with the names the screens show; a deleted course, admin or student joins as null. */
export interface LedgerLineWithNames {
  line: WalletEntryRow;
  courseTitle: string | null;
  adminName: string | null;
  studentName: string | null;
  studentPhone: string | null;
}

/** The student's view of a line: piastres in the database, pounds in the API. */
export function toWalletEntry({ line, courseTitle }: LedgerLineWithNames): WalletEntry {
  return {
    _id: line.id,
    kind: line.kind,
    amount: toPounds(line.amount),
    balanceAfter: toPounds(line.balanceAfter),
    note: line.note,
    course:
      line.courseId && courseTitle !== null ? { _id: line.courseId, title: courseTitle } : null,
    createdAt: line.createdAt.getTime(),
  };
}

/** The admins' view adds who wrote the line (adjustments and payments). */
export function toAdminWalletEntry(row: LedgerLineWithNames): AdminWalletEntry {
  const { adminId } = row.line;
  return {
    ...toWalletEntry(row),
    admin: adminId && row.adminName !== null ? { _id: adminId, name: row.adminName } : null,
  };
}

/** The whole ledger's view adds whose wallet it was. */
export function toLedgerEntry(row: LedgerLineWithNames): LedgerEntry {
  const { userId } = row.line;
  return {
    ...toAdminWalletEntry(row),
    student:
      userId && row.studentName !== null && row.studentPhone !== null
        ? { _id: userId, name: row.studentName, phone: row.studentPhone }
        : null,
  };
}
