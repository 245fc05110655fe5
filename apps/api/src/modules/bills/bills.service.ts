import type { z } from 'zod';
import {
  can,
  toPounds,
  type AdminType,
  type Bill,
  type billBody,
  type billsExportQuery,
  type billsQuery,
  type BillsResponse,
  type DeletedResponse,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import type { ListTotals } from '../../lib/kept-totals';
import type { Sheet } from '../../lib/export/sheet-stream';
import { createFreshShare, queryKey } from '../../lib/fresh-share';
import { notFound, unprocessable } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { StudentsRepository } from '../students/students.repository';
import { grantCourseAccess } from '../wallet/course-access';
import { appendLedgerLine, Overdrawn } from '../wallet/ledger';
import { createdFields, deletedFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import { toBillDto, type BillWithNames } from './bill-dto';
import { billsSheet } from './bills-sheet';
import type { BillFilters, BillsRepository, BillTotals } from './bills.repository';

interface Deps {
  bills: BillsRepository;
  /** The list's totals, kept per filter (decision 0188). */
  totals: ListTotals<BillFilters, BillTotals>;
  students: StudentsRepository;
  audit: AuditService;
  clock: Clock;
  /** Drops this process's copy of a student whose courses changed. */
  forgetStudent(id: string): void;
}

export type BillsService = ReturnType<typeof createBillsService>;

// What the audit trail keeps of a bill.
function auditedBill(bill: Bill) {
  return {
    amount: bill.amount,
    method: bill.method,
    note: bill.note,
    courses: bill.courses.map((course) => course._id),
    // Only when it did, so the entries of ordinary bills read as before.
    ...(bill.toWallet ? { toWallet: true } : {}),
  };
}

// What the audit trail keeps of a new bill: `toWallet` only when set, as above.
function auditedBody({ toWallet, ...body }: z.output<typeof billBody>) {
  return toWallet ? { ...body, toWallet } : body;
}

const piastresPerPound = 100;

/** Payments: recording one grants its courses in the same transaction. */
export function createBillsService({ bills, totals, students, audit, clock, forgetStudent }: Deps) {
  // After this process's own change the admin's next call counts again, not
  // waiting for the announcement; the ledger's totals, which a bill to a
  // wallet also changes, follow the announcement alone.
  function forget(userId: string | null) {
    if (userId) forgetStudent(userId);
    totals.forget();
  }

  async function withCourses(rows: BillWithNames[]): Promise<Bill[]> {
    const courses = await bills.coursesByBill(rows.map((row) => row.bill.id));
    return rows.map((row) => toBillDto(row, courses.get(row.bill.id) ?? []));
  }

  // Admins asking for the same page at once share one reading of it, whoever
  // they are: what an assistant may not see is taken off afterwards (decision 0218).
  const readPage = createFreshShare(async (key) => {
    const query = JSON.parse(key) as z.output<typeof billsQuery>;
    const [rows, { count, total }] = await Promise.all([
      bills.page(query, query.page, query.pageSize),
      totals.get(query),
    ]);
    return { rows: await withCourses(rows), count, total };
  });

  async function studentExists(userId: string): Promise<void> {
    if (!(await students.findById(userId))) throw notFound(messages.userNotFound);
  }

  return {
    /** The student's bills, newest first, for the student page. */
    async ofStudent(userId: string): Promise<Bill[]> {
      return withCourses(await bills.forStudent(userId));
    },

    /** `GET /admin/users/{id}/bills`: 404 for an unknown student rather than an empty list. */
    async forStudent(userId: string): Promise<Bill[]> {
      await studentExists(userId);
      return withCourses(await bills.forStudent(userId));
    },

    async create(actor: Actor, userId: string, body: z.output<typeof billBody>): Promise<Bill> {
      const now = new Date(clock.now());
      const billId = await students
        .transaction(async (tx) => {
          // Locked so a delete of the student cannot slip between the checks and the insert.
          if (!(await students.lockById(tx, userId))) throw notFound(messages.userNotFound);
          if (!(await students.coursesExist(body.courses, tx))) {
            throw unprocessable([messages.unknownCourses]);
          }
          const id = await bills.insert(
            tx,
            {
              userId,
              adminId: actor.id,
              amount: body.amount,
              method: body.method,
              note: body.note,
              createdAt: now,
            },
            body.courses,
          );
          if (body.toWallet) {
            // The same money, now spendable: the bill counts as the payment in revenue.
            await appendLedgerLine(tx, {
              userId,
              kind: 'payment',
              amount: body.amount * piastresPerPound,
              note: body.note,
              billId: id,
              adminId: actor.id,
              at: now,
            });
          }
          await grantCourseAccess(tx, userId, body.courses, now);
          await audit.record(tx, {
            actor,
            action: 'bill.create',
            entityType: 'bill',
            entityId: id,
            studentId: userId,
            changes: createdFields(auditedBody(body)),
          });
          return id;
        })
        .finally(() => forget(userId));
      const [bill] = await withCourses([(await bills.findById(billId))!]);
      return bill!;
    },

    /** Secondary admins see the bills but not what they add up to (design.md "Admin types"). */
    async page(query: z.output<typeof billsQuery>, viewer: AdminType): Promise<BillsResponse> {
      const { rows, count, total } = await readPage(queryKey(query));
      return { bills: rows, count, total: can(viewer, 'bills.total') ? total : null };
    },

    exportSheet(query: z.output<typeof billsExportQuery>): Sheet {
      return billsSheet(bills.exportPages(query), bills.coursesByBill);
    },

    /**
     * The courses the bill granted stay with the student (decision 0042); what
     * it put in a wallet comes out again with a reversing line, refused (422)
     * when the student already spent it (decision 0147).
     */
    async remove(actor: Actor, id: string): Promise<DeletedResponse> {
      const found = await bills.findById(id);
      if (!found) throw notFound(messages.billNotFound);
      const [bill] = await withCourses([found]);
      const userId = found.bill.userId;
      await students
        .transaction(async (tx) => {
          if (found.toWallet && userId) {
            await appendLedgerLine(tx, {
              userId,
              kind: 'payment',
              amount: -found.bill.amount * piastresPerPound,
              note: messages.billRefundNote,
              at: new Date(clock.now()),
            });
          }
          if (!(await bills.remove(tx, id))) throw notFound(messages.billNotFound);
          await audit.record(tx, {
            actor,
            action: 'bill.delete',
            entityType: 'bill',
            entityId: id,
            studentId: found.bill.userId,
            changes: deletedFields(auditedBill(bill!)),
          });
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof Overdrawn)) throw error;
          const balance = toPounds((await students.findById(userId!))?.balance ?? 0);
          throw unprocessable([
            messages.billRefundOverdraws(String(balance), String(found.bill.amount)),
          ]);
        })
        .finally(() => forget(userId));
      return { message: messages.deleted };
    },
  };
}
