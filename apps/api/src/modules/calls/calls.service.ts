import type { z } from 'zod';
import type { Call, callBody, callsExportQuery, callsQuery, CallsResponse } from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import type { ListTotals } from '../../lib/kept-totals';
import type { Sheet } from '../../lib/export/sheet-stream';
import { notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { StudentsRepository } from '../students/students.repository';
import { createdFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import { toCallDto } from './call-dto';
import { callsSheet } from './calls-sheet';
import type { CallFilters, CallsRepository } from './calls.repository';

interface Deps {
  calls: CallsRepository;
  /** The list's totals, kept per filter (decision 0188). */
  totals: ListTotals<CallFilters, number>;
  students: StudentsRepository;
  audit: AuditService;
  clock: Clock;
}

export type CallsService = ReturnType<typeof createCallsService>;

/** The support-call log every admin writes to. */
export function createCallsService({ calls, totals, students, audit, clock }: Deps) {
  return {
    /** The student's calls, newest first, for the student page. */
    async ofStudent(userId: string): Promise<Call[]> {
      return (await calls.forStudent(userId)).map(toCallDto);
    },

    /** `GET /admin/users/{id}/calls`: 404 for an unknown student rather than an empty list. */
    async forStudent(userId: string): Promise<Call[]> {
      if (!(await students.findById(userId))) throw notFound(messages.userNotFound);
      return (await calls.forStudent(userId)).map(toCallDto);
    },

    async create(actor: Actor, userId: string, body: z.output<typeof callBody>): Promise<Call> {
      const callId = await students.transaction(async (tx) => {
        if (!(await students.lockById(tx, userId))) throw notFound(messages.userNotFound);
        const id = await calls.insert(tx, {
          ...body,
          userId,
          adminId: actor.id,
          followUpAt: body.followUpAt === null ? null : new Date(body.followUpAt),
          createdAt: new Date(clock.now()),
        });
        await audit.record(tx, {
          actor,
          action: 'call.create',
          entityType: 'call',
          entityId: id,
          studentId: userId,
          changes: createdFields({ ...body }),
        });
        return id;
      });
      // The admin's next call counts again, not waiting for the announcement.
      totals.forget();
      return toCallDto((await calls.findById(callId))!);
    },

    async page(query: z.output<typeof callsQuery>): Promise<CallsResponse> {
      const [rows, count] = await Promise.all([
        calls.page(query, new Date(clock.now()), query.page, query.pageSize),
        totals.get(query),
      ]);
      return { calls: rows.map(toCallDto), count };
    },

    exportSheet(query: z.output<typeof callsExportQuery>): Sheet {
      return callsSheet(calls.exportPages(query, new Date(clock.now())));
    },
  };
}
