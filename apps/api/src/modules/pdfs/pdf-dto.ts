import type { NamedRef, Pdf, PdfLink } from '@sabora/contract';
import type { PdfRow } from '../../db/schema/index';

export function toPdfDto(row: PdfRow): Pdf {
  return {
    _id: row.id,
    title: row.title,
    url: row.url,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toPdfLink(row: PdfRow): PdfLink {
  return { _id: row.id, title: row.title, url: row.url };
}

export function toPdfRef(row: PdfRow): NamedRef {
  return { _id: row.id, title: row.title };
}
