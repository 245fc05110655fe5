import type { Admin } from '@sabora/contract';
import type { AdminRow } from '../../db/schema/index';

export function toAdminDto(row: AdminRow): Admin {
  return {
    _id: row.id,
    name: row.name,
    identifier: row.identifier,
    type: row.type,
    updatedAt: row.updatedAt.getTime(),
  };
}
