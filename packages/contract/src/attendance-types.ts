export const attendanceTypes = ['online', 'center'] as const;
export type AttendanceType = (typeof attendanceTypes)[number];
export const defaultAttendanceType: AttendanceType = 'online';

export const attendanceTypeLabels: Record<AttendanceType, string> = {
  online: 'أونلاين',
  center: 'سنتر',
};
