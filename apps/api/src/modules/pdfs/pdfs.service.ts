import type { z } from 'zod';
import type {
  AdminPdfsResponse,
  adminPdfsQuery,
  DeletedResponse,
  Pdf,
  pdfBody,
  pdfPatchBody,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import { changedFields, createdFields, deletedFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import { toPdfDto } from './pdf-dto';
import type { PdfsRepository } from './pdfs.repository';

interface Deps {
  pdfs: PdfsRepository;
  // The video page lists its PDFs' titles and addresses.
  catalogue: CatalogueCache;
  audit: AuditService;
  clock: Clock;
}

export type PdfsService = ReturnType<typeof createPdfsService>;

/** The entry names the pdf as titled then, so it still reads after a rename or delete. */
const audited = (
  actor: Actor,
  change: 'create' | 'update' | 'delete',
  id: string,
  entityLabel: string,
) => ({ actor, action: `pdf.${change}`, entityType: 'pdf', entityId: id, entityLabel }) as const;

export function createPdfsService({ pdfs, catalogue, audit, clock }: Deps) {
  return {
    async page(query: z.output<typeof adminPdfsQuery>): Promise<AdminPdfsResponse> {
      const { rows, count } = await pdfs.page(query);
      return { pdfs: rows.map(toPdfDto), count };
    },

    async create(actor: Actor, body: z.output<typeof pdfBody>): Promise<Pdf> {
      const now = new Date(clock.now());
      const pdf = toPdfDto(await pdfs.insert({ ...body, createdAt: now, updatedAt: now }));
      await audit.recordNow({
        ...audited(actor, 'create', pdf._id, pdf.title),
        changes: createdFields(pdf),
      });
      return pdf;
    },

    async update(actor: Actor, id: string, patch: z.output<typeof pdfPatchBody>): Promise<Pdf> {
      const before = await pdfs.findById(id);
      const row = await pdfs.update(id, { ...patch, updatedAt: new Date(clock.now()) });
      catalogue.invalidate();
      if (!row || !before) throw notFound(messages.pdfNotFound);
      const pdf = toPdfDto(row);
      await audit.recordNow({
        ...audited(actor, 'update', id, pdf.title),
        changes: changedFields(toPdfDto(before), pdf),
      });
      return pdf;
    },

    async remove(actor: Actor, id: string): Promise<DeletedResponse> {
      const before = await pdfs.findById(id);
      if (!before || !(await pdfs.remove(id))) throw notFound(messages.pdfNotFound);
      catalogue.invalidate();
      await audit.recordNow({
        ...audited(actor, 'delete', id, before.title),
        changes: deletedFields(toPdfDto(before)),
      });
      return { message: messages.deleted };
    },
  };
}
