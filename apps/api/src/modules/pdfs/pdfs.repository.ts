import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pdfs, type NewPdfRow, type PdfRow } from '../../db/schema/index';
import { containsText } from '../../lib/search';

export type PdfsRepository = ReturnType<typeof createPdfsRepository>;

export interface PdfPageQuery {
  search?: string;
  page: number;
  pageSize: number;
}

export function createPdfsRepository(db: Database) {
  return {
    /** The admin list: newest first. */
    async page(query: PdfPageQuery): Promise<{ rows: PdfRow[]; count: number }> {
      const where = containsText(pdfs.title, query.search);
      const rows = await db
        .select()
        .from(pdfs)
        .where(where)
        .orderBy(desc(pdfs.createdAt), asc(pdfs.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ value: count() }).from(pdfs).where(where);
      return { rows, count: total?.value ?? 0 };
    },

    /** Whether every id names a PDF. */
    async allExist(ids: readonly string[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const [found] = await db
        .select({ value: count() })
        .from(pdfs)
        .where(inArray(pdfs.id, [...ids]));
      return found?.value === ids.length;
    },

    async findById(id: string): Promise<PdfRow | undefined> {
      const [row] = await db.select().from(pdfs).where(eq(pdfs.id, id)).limit(1);
      return row;
    },

    async insert(values: NewPdfRow): Promise<PdfRow> {
      const [created] = await db.insert(pdfs).values(values).returning();
      return created!;
    },

    async update(id: string, values: Partial<NewPdfRow>): Promise<PdfRow | undefined> {
      const [updated] = await db.update(pdfs).set(values).where(eq(pdfs.id, id)).returning();
      return updated;
    },

    /** Deletes the PDF; videos stop listing it. */
    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(pdfs).where(eq(pdfs.id, id)).returning({ id: pdfs.id });
      return removed.length > 0;
    },
  };
}
