import type { z } from 'zod';
import {
  can,
  isCourseVisible,
  isSubscriber,
  toPiastres,
  toPounds,
  type AdminType,
  type AdminWalletResponse,
  type BuyBody,
  type BuyResponse,
  type LedgerResponse,
  type ShortBalanceError,
  type StudentViewer,
  type WalletAdjustmentResponse,
  type WalletResponse,
  type ledgerExportQuery,
  type ledgerQuery,
  type walletAdjustmentBody,
  type walletQuery,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import type { ListTotals } from '../../lib/kept-totals';
import type { Sheet } from '../../lib/export/sheet-stream';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import { createdFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import { grantCourseAccess } from './course-access';
import { appendLedgerLine, Overdrawn } from './ledger';
import { ledgerSheet } from './ledger-sheet';
import { toAdminWalletEntry, toLedgerEntry, toWalletEntry } from './wallet-dto';
import type { LedgerFilters, LedgerTotals, WalletRepository } from './wallet.repository';

interface Deps {
  wallet: WalletRepository;
  /** The ledger's totals, kept per filter (decision 0188). */
  totals: ListTotals<LedgerFilters, LedgerTotals>;
  audit: AuditService;
  clock: Clock;
  /** Drops this process's copy of a student whose balance or courses changed. */
  forgetStudent(id: string): void;
}

export type WalletService = ReturnType<typeof createWalletService>;

/** A buyer: the signed-in student and what the rules know of them. */
export interface Buyer {
  id: string;
  viewer: StudentViewer;
}

const pounds = (piastres: number) => String(toPounds(piastres));

/** The session's JSON rounds an access end to the millisecond, the driver truncates it. */
const sameMoment = (stored: number | null, seen: number | null) =>
  stored === null || seen === null ? stored === seen : Math.abs(stored - seen) < 1;

/** 422 with how much more the student needs (the contract's `shortBalanceError`). */
function shortBalance(balance: number, price: number): HttpError {
  const missing = price - balance;
  const extra: Omit<ShortBalanceError, 'message'> = {
    missing: toPounds(missing),
    balance: toPounds(balance),
    price: toPounds(price),
  };
  return new HttpError(
    422,
    messages.shortBalance(pounds(balance), pounds(price), pounds(missing)),
    undefined,
    extra,
  );
}

/**
 * The wallet: its ledger as the student and the admins see it, buying a
 * course from it, and the admins' adjustments. Every line goes through
 * `appendLedgerLine`, in the transaction of what the money is for.
 */
export function createWalletService({ wallet, totals, audit, clock, forgetStudent }: Deps) {
  // After this process's own line the admin's next call counts again, not waiting for the announcement.
  function forget(userId: string) {
    forgetStudent(userId);
    totals.forget();
  }

  async function balanceOf(userId: string): Promise<number> {
    const balance = await wallet.balanceOf(userId);
    if (balance === undefined) throw notFound(messages.userNotFound);
    return balance;
  }

  return {
    async ofStudent(userId: string, query: z.output<typeof walletQuery>): Promise<WalletResponse> {
      const balance = await balanceOf(userId);
      const { rows, count } = await wallet.pageOf(userId, query.page, query.pageSize);
      return { balance: toPounds(balance), entries: rows.map(toWalletEntry), count };
    },

    async forAdmin(
      userId: string,
      query: z.output<typeof walletQuery>,
    ): Promise<AdminWalletResponse> {
      const balance = await balanceOf(userId);
      const { rows, count } = await wallet.pageOf(userId, query.page, query.pageSize);
      return { balance: toPounds(balance), entries: rows.map(toAdminWalletEntry), count };
    },

    /**
     * `POST /user/courses/{id}/buy` (decision 0147): 404 for a course the
     * student can't see, 409 when buying would add nothing (free, VIP at its
     * level, a gift of the subscription, owned for good), 422 for a short
     * balance. A timed course already held is renewed from its end.
     */
    async buy(
      { id: userId, viewer }: Buyer,
      courseId: string,
      seen?: BuyBody,
    ): Promise<BuyResponse> {
      if (viewer.frozen) throw forbidden(messages.frozenCannotBuy);
      const now = clock.now();
      const course = await wallet.courseTerms(courseId);
      if (!course || !isCourseVisible(course, viewer, now)) throw notFound(messages.courseNotFound);
      if (course.price === 0) throw conflict(messages.courseIsFree);
      if (viewer.vip && viewer.level === course.level) throw conflict(messages.courseInVip);
      // A gift through this very course would lapse with it: only another subscription counts.
      const others = viewer.courses.filter((id) => id !== courseId);
      if (course.freeForSubscribers && isSubscriber({ ...viewer, courses: others })) {
        throw conflict(messages.courseIsGift);
      }
      // Said before the balance is looked at; checked again below, where it is race-proof.
      if ((await wallet.holdOn(userId, courseId))?.until === null) {
        throw conflict(messages.courseOwnedForGood);
      }
      const price = toPiastres(course.price);
      try {
        return await wallet.transaction(async (tx) => {
          // The line comes first: its balance update holds the student's row until commit,
          // so a second purchase of the same course waits and then sees this one.
          const line = await appendLedgerLine(tx, {
            userId,
            kind: 'purchase',
            amount: -price,
            courseId,
            note: course.title,
            at: new Date(now),
          });
          const hold = await wallet.holdOn(userId, courseId, tx);
          if (hold?.until === null) throw conflict(messages.courseOwnedForGood);
          // Read after the line's lock: a second tap waits for the first and sees its access.
          const heldUntil = seen?.heldUntil;
          if (heldUntil !== undefined && !sameMoment(hold?.until?.getTime() ?? null, heldUntil)) {
            throw conflict(messages.accessChangedSinceSeen);
          }
          const [access] = await grantCourseAccess(tx, userId, [courseId], new Date(now));
          return { balance: toPounds(line.balanceAfter), access: access! };
        });
      } catch (error) {
        if (error instanceof Overdrawn) throw shortBalance(await balanceOf(userId), price);
        throw error;
      } finally {
        forget(userId);
      }
    },

    /** A signed adjustment; taking money back is the main admin's (`wallet.debit`). */
    async adjust(
      actor: Actor & { type: AdminType },
      userId: string,
      body: z.output<typeof walletAdjustmentBody>,
    ): Promise<WalletAdjustmentResponse> {
      if (body.amount < 0 && !can(actor.type, 'wallet.debit')) {
        throw forbidden(messages.debitMainAdminOnly);
      }
      const amount = toPiastres(body.amount);
      try {
        const lineId = await wallet.transaction(async (tx) => {
          if ((await wallet.balanceOf(userId, tx)) === undefined) {
            throw notFound(messages.userNotFound);
          }
          const line = await appendLedgerLine(tx, {
            userId,
            kind: 'adjustment',
            amount,
            note: body.note,
            adminId: actor.id,
            at: new Date(clock.now()),
          });
          await audit.record(tx, {
            actor,
            action: 'wallet.adjust',
            entityType: 'wallet-entry',
            entityId: line.id,
            studentId: userId,
            changes: createdFields({ amount: body.amount, note: body.note }),
          });
          return line.id;
        });
        const row = (await wallet.lineById(lineId))!;
        return { balance: toPounds(row.line.balanceAfter), entry: toAdminWalletEntry(row) };
      } catch (error) {
        if (error instanceof Overdrawn) {
          throw new HttpError(422, messages.validationFailed, [
            messages.adjustmentOverdraws(pounds(await balanceOf(userId))),
          ]);
        }
        throw error;
      } finally {
        forget(userId);
      }
    },

    async ledger(query: z.output<typeof ledgerQuery>): Promise<LedgerResponse> {
      const [rows, { count, total }] = await Promise.all([
        wallet.page(query, query.page, query.pageSize),
        totals.get(query),
      ]);
      return { entries: rows.map(toLedgerEntry), count, total: toPounds(total) };
    },

    ledgerSheet(query: z.output<typeof ledgerExportQuery>): Sheet {
      return ledgerSheet(wallet.exportPages(query));
    },
  };
}
