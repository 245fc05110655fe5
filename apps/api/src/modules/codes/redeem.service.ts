import { toPounds, type RedeemResponse } from '@sabora/contract';
import type { UserRow, WalletEntryRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import { appendLedgerLine } from '../wallet/ledger';
import { toWalletEntry } from '../wallet/wallet-dto';
import type { CodesRepository } from './codes.repository';
import { hashRechargeCode } from './recharge-code-maker';
import type { RedeemGuard } from './redeem-limits';

interface Deps {
  codes: CodesRepository;
  guard: RedeemGuard;
  clock: Clock;
  codeSecret: string;
  /** Drops this process's copy of a student whose balance changed. */
  forgetStudent(id: string): void;
}

export type RedeemService = ReturnType<typeof createRedeemService>;

const gone = (message: string) => new HttpError(410, message);

// A code line names no course, admin or student beyond the one redeeming.
const toRedeemedEntry = (line: WalletEntryRow): RedeemResponse['entry'] =>
  toWalletEntry({
    line,
    courseTitle: null,
    adminName: null,
    studentName: null,
    studentPhone: null,
  });

/** A student tops up the wallet with a printed card (design.md "Selling access"). */
export function createRedeemService({ codes, guard, clock, codeSecret, forgetStudent }: Deps) {
  /** Why a code that could not be claimed was refused, in the student's words. */
  async function refusal(hash: string, studentId: string): Promise<HttpError> {
    const row = await codes.findByHash(hash);
    if (!row) return notFound(messages.codeUnknown);
    if (row.code.usedAt !== null) {
      return conflict(row.code.usedBy === studentId ? messages.codeUsedByYou : messages.codeUsed);
    }
    const batch = await codes.findBatch(row.code.batchId);
    return gone(batch?.batch.disabledAt ? messages.codeDisabled : messages.codeExpired);
  }

  return {
    async redeem(student: UserRow, ip: string, code: string): Promise<RedeemResponse> {
      if (student.frozen) throw forbidden(messages.redeemFrozen);
      await guard.assertOpen(student.id, ip);
      const hash = hashRechargeCode(codeSecret, code);
      const at = new Date(clock.now());
      // The claim and the credit commit together; wallet_entries.code_id is
      // unique besides, so a code is credited once whatever happens here.
      const entry = await codes.transaction(async (tx) => {
        const claimed = await codes.claim(tx, hash, student.id, at);
        if (!claimed) return undefined;
        return appendLedgerLine(tx, {
          userId: student.id,
          kind: 'code',
          amount: claimed.amount,
          codeId: claimed.id,
          note: `كود ينتهي بـ ${code.slice(-4)}`,
          at,
        });
      });
      if (!entry) {
        const error = await refusal(hash, student.id);
        // A second tap on one's own code tells nothing new; every other refusal is a guess.
        if (error.message !== messages.codeUsedByYou) await guard.recordFailure(student.id, ip);
        throw error;
      }
      forgetStudent(student.id);
      return { balance: toPounds(entry.balanceAfter), entry: toRedeemedEntry(entry) };
    },
  };
}
