import type { Bill, NamedRef } from '@sabora/contract';
import type { BillRow } from '../../db/schema/index';

/** A bill row with the joined names; a deleted student or admin comes back as nulls. */
export interface BillWithNames {
  bill: BillRow;
  studentName: string | null;
  studentPhone: string | null;
  adminName: string | null;
  /** The amount went to the student's wallet (a payment line points at the bill). */
  toWallet: boolean;
}

export function toBillDto(
  { bill, studentName, studentPhone, adminName, toWallet }: BillWithNames,
  courses: NamedRef[],
): Bill {
  return {
    _id: bill.id,
    student:
      bill.userId && studentName !== null && studentPhone !== null
        ? { _id: bill.userId, name: studentName, phone: studentPhone }
        : null,
    amount: bill.amount,
    method: bill.method,
    note: bill.note,
    courses,
    toWallet,
    admin: bill.adminId && adminName !== null ? { _id: bill.adminId, name: adminName } : null,
    createdAt: bill.createdAt.getTime(),
  };
}
