import type { z } from 'zod';
import {
  toPiastres,
  type BatchCodesResponse,
  type CodeBatch,
  type codeBatchBody,
  type CodeBatchesResponse,
  type CodeLookupResponse,
  type CreatedCodeBatchResponse,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { messages } from '../../messages';
import { createdFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import { toCodeBatchDto, toCodeSummaryDto } from './code-dto';
import type { CodesRepository, NewCode } from './codes.repository';
import { hashRechargeCode, makeRechargeCode } from './recharge-code-maker';

interface Deps {
  codes: CodesRepository;
  audit: AuditService;
  clock: Clock;
  /** The key of the codes' hashes (CODE_SECRET or DATA_DIR/code-secret). */
  codeSecret: string;
}

export type CodeBatchesService = ReturnType<typeof createCodeBatchesService>;

/** `count` distinct fresh codes; a repeat among 10^19 is as good as impossible, but cheap to rule out. */
function freshCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(makeRechargeCode());
  return [...codes];
}

/** Printing, listing, disabling and looking up recharge codes (design.md "Selling access"). */
export function createCodeBatchesService({ codes, audit, clock, codeSecret }: Deps) {
  async function batchOrThrow(id: string): Promise<CodeBatch> {
    const row = await codes.findBatch(id);
    if (!row) throw notFound(messages.codeBatchNotFound);
    return toCodeBatchDto(row);
  }

  return {
    /** The only answer with codes in clear: the database keeps their keyed hashes. */
    async create(
      actor: Actor,
      body: z.output<typeof codeBatchBody>,
    ): Promise<CreatedCodeBatchResponse> {
      const now = clock.now();
      if (body.expiresAt !== null && body.expiresAt <= now) {
        throw unprocessable([messages.codeExpiryPassed]);
      }
      const clear = freshCodes(body.count);
      const rows: NewCode[] = clear.map((code, index) => ({
        serial: index + 1,
        hash: hashRechargeCode(codeSecret, code),
        lastFour: code.slice(-4),
      }));
      const batchId = await codes.transaction(async (tx) => {
        const id = await codes.insertBatch(
          tx,
          {
            amount: toPiastres(body.amount),
            count: body.count,
            expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt),
            note: body.note,
            adminId: actor.id,
            createdAt: new Date(now),
          },
          rows,
        );
        await audit.record(tx, {
          actor,
          action: 'code-batch.create',
          entityType: 'code-batch',
          entityId: id,
          entityLabel: body.note || null,
          changes: createdFields({ ...body }),
        });
        return id;
      });
      return {
        batch: await batchOrThrow(batchId),
        codes: clear.map((code, index) => ({ serial: index + 1, code })),
      };
    },

    async page(page: number, pageSize: number): Promise<CodeBatchesResponse> {
      const { rows, count } = await codes.pageBatches(page, pageSize);
      return { batches: rows.map(toCodeBatchDto), count };
    },

    async codesOf(id: string, page: number, pageSize: number): Promise<BatchCodesResponse> {
      const batch = await batchOrThrow(id);
      const { rows, count } = await codes.pageCodes(id, page, pageSize);
      const now = clock.now();
      return { batch, codes: rows.map((row) => toCodeSummaryDto(row, batch, now)), count };
    },

    /** Every unused code of the batch stops redeeming; used ones stay credited. */
    async disable(actor: Actor, id: string): Promise<CodeBatch> {
      await codes.transaction(async (tx) => {
        const before = await codes.findBatch(id, tx);
        if (!before) throw notFound(messages.codeBatchNotFound);
        const at = new Date(clock.now());
        if (!(await codes.disableBatch(tx, id, at))) {
          throw conflict(messages.codeBatchAlreadyDisabled);
        }
        await audit.record(tx, {
          actor,
          action: 'code-batch.disable',
          entityType: 'code-batch',
          entityId: id,
          entityLabel: before.batch.note || null,
          changes: { disabledAt: { before: null, after: at.getTime() } },
        });
      });
      return batchOrThrow(id);
    },

    /** The code a caller reads out over the phone: what became of it, and in which batch. */
    async lookup(code: string): Promise<CodeLookupResponse> {
      const row = await codes.findByHash(hashRechargeCode(codeSecret, code));
      if (!row) throw notFound(messages.codeUnknown);
      const batch = await batchOrThrow(row.code.batchId);
      return { ...toCodeSummaryDto(row, batch, clock.now()), batch };
    },
  };
}
