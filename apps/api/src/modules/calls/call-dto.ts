import type { Call } from '@sabora/contract';
import type { CallRow } from '../../db/schema/index';

/** A call row with the joined names; a deleted student or admin comes back as nulls. */
export interface CallWithNames {
  call: CallRow;
  studentName: string | null;
  studentPhone: string | null;
  adminName: string | null;
  resolvedLater: boolean;
}

export function toCallDto({
  call,
  studentName,
  studentPhone,
  adminName,
  resolvedLater,
}: CallWithNames): Call {
  return {
    _id: call.id,
    student:
      call.userId && studentName !== null && studentPhone !== null
        ? { _id: call.userId, name: studentName, phone: studentPhone }
        : null,
    admin: call.adminId && adminName !== null ? { _id: call.adminId, name: adminName } : null,
    direction: call.direction,
    reason: call.reason,
    outcome: call.outcome,
    note: call.note,
    followUpAt: call.followUpAt?.getTime() ?? null,
    resolvedLater,
    createdAt: call.createdAt.getTime(),
  };
}
