import {
  codeStatus,
  maskRechargeCode,
  toPounds,
  type CodeBatch,
  type CodeSummary,
} from '@sabora/contract';
import type { CodeBatchRow, RechargeCodeRow } from '../../db/schema/index';

export interface BatchWithNames {
  batch: CodeBatchRow;
  used: number;
  adminName: string | null;
}

export interface CodeWithStudent {
  code: RechargeCodeRow;
  studentName: string | null;
  studentPhone: string | null;
}

export function toCodeBatchDto({ batch, used, adminName }: BatchWithNames): CodeBatch {
  return {
    _id: batch.id,
    amount: toPounds(batch.amount),
    count: batch.count,
    used,
    expiresAt: batch.expiresAt?.getTime() ?? null,
    note: batch.note,
    disabledAt: batch.disabledAt?.getTime() ?? null,
    admin: batch.adminId && adminName ? { _id: batch.adminId, name: adminName } : null,
    createdAt: batch.createdAt.getTime(),
  };
}

/** Masked: after printing, an admin sees a code's last four digits and nothing more. */
export function toCodeSummaryDto(row: CodeWithStudent, batch: CodeBatch, now: number): CodeSummary {
  const usedAt = row.code.usedAt?.getTime() ?? null;
  return {
    _id: row.code.id,
    serial: row.code.serial,
    masked: maskRechargeCode(row.code.lastFour),
    status: codeStatus({ usedAt }, batch, now),
    student:
      row.code.usedBy && row.studentName !== null
        ? { _id: row.code.usedBy, name: row.studentName, phone: row.studentPhone ?? '' }
        : null,
    usedAt,
  };
}
