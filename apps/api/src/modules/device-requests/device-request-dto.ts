import type { DeviceRequest, DeviceRequestState } from '@sabora/contract';
import type { DeviceRequestRow } from '../../db/schema/index';
import type { DeviceRequestListRow } from './device-requests.repository';

export function toDeviceRequestDto(row: DeviceRequestListRow): DeviceRequest {
  const { request, student, decidedBy } = row;
  return {
    _id: request.id,
    student: student && { _id: student.id, name: student.name, phone: student.phone },
    status: request.status,
    reason: request.reason,
    oldDevice: request.oldDevice,
    newDevice: request.newDevice,
    note: request.note,
    decidedBy: decidedBy && { _id: decidedBy.id, name: decidedBy.name },
    decidedAt: request.decidedAt?.getTime() ?? null,
    createdAt: request.createdAt.getTime(),
    recentChanges: row.recentChanges,
  };
}

/** What the student is told about their latest request on the sign-in page. */
export function toDeviceRequestState(row: DeviceRequestRow): DeviceRequestState {
  return {
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}
