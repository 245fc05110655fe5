import type { WalletEntryKind } from '@sabora/contract';
import type { Executor } from '../../db/executor';
import { walletEntries, type WalletEntryRow } from '../../db/schema/index';
import { isCheckViolation } from '../../lib/database-errors';

export interface LedgerLine {
  userId: string;
  kind: WalletEntryKind;
  /** Piastres, signed: money in is positive. */
  amount: number;
  note?: string;
  courseId?: string | null;
  codeId?: string | null;
  billId?: string | null;
  adminId?: string | null;
  at: Date;
}

/** The balance the line would have taken below zero; the caller answers 422. */
export class Overdrawn extends Error {
  constructor() {
    super('the wallet balance cannot go below zero');
  }
}

/**
 * Appends one line to a student's ledger. The database moves the balance and
 * fills `balanceAfter` (migration 0009), and refuses a line that would take the
 * balance below zero: that refusal comes back as {@link Overdrawn}. Run it in
 * the transaction that does what the money is for, so both happen or neither.
 */
export async function appendLedgerLine(exec: Executor, line: LedgerLine): Promise<WalletEntryRow> {
  try {
    const [row] = await exec
      .insert(walletEntries)
      .values({
        userId: line.userId,
        kind: line.kind,
        amount: line.amount,
        // The trigger writes the real value; the column is NOT NULL.
        balanceAfter: 0,
        note: line.note ?? '',
        courseId: line.courseId ?? null,
        codeId: line.codeId ?? null,
        billId: line.billId ?? null,
        adminId: line.adminId ?? null,
        createdAt: line.at,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isCheckViolation(error, 'users_balance_not_negative')) throw new Overdrawn();
    throw error;
  }
}
