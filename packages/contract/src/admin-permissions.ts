import type { AdminType } from './admin-types';

/**
 * Who may do what in the admin area, in one table: the API's guards, the web's
 * menus and the authorization matrix all read it (design.md "Admin types",
 * decision 0121). An action missing here is open to every admin.
 */
export const adminPermissions = {
  'admins.manage': ['main'],
  'analytics.view': ['main'],
  'audit.view': ['main'],
  /** An exam's result list, its statistics and their export. */
  'results.view': ['main'],
  'results.export': ['main'],
  'results.delete': ['main'],
  /**
   * Revenue: the bills total, the day's payment sum on the dashboard, and the
   * bills export a total is one sum away from.
   */
  'bills.total': ['main'],
  'bills.export': ['main'],
  'bills.delete': ['main'],
  /** A negative wallet adjustment: taking money back is the teacher's call. */
  'wallet.debit': ['main'],
  /** The whole ledger, as a list or a file: revenue is one sum away, like the bills total. */
  'wallet.ledger': ['main'],
  'calls.export': ['main', 'secondary'],
  'students.export': ['main', 'secondary'],
  /** A video's viewers as a file: the assistants' call list, phones and parents' phones included. */
  'viewers.export': ['main', 'secondary'],
  'students.delete': ['main'],
  'courses.delete': ['main'],
  'videos.delete': ['main'],
  'pdfs.delete': ['main'],
  'exams.delete': ['main'],
  /** Rewrites every student's score: the teacher's call, like deleting a result. */
  'exams.regrade': ['main'],
  /**
   * Recharge codes are money: printing, listing (what the batches add up to
   * is revenue) and disabling are the main admin's; every admin looks a code
   * up, the assistants' most common support question (decision 0150).
   */
  'codes.create': ['main'],
  'codes.list': ['main'],
  'codes.disable': ['main'],
  /** The device-change limit, and approving a change over it. */
  'device-changes.settings': ['main'],
  'device-changes.override': ['main'],
} as const satisfies Record<string, readonly AdminType[]>;

export type AdminAction = keyof typeof adminPermissions;

export const adminActions = Object.keys(adminPermissions) as AdminAction[];

/** Whether an admin of this type may do the action. */
export function can(type: AdminType, action: AdminAction): boolean {
  return (adminPermissions[action] as readonly AdminType[]).includes(type);
}

/** Why a secondary admin is turned away: deleting is one reason, seeing the rest another. */
export function isDeleteAction(action: AdminAction): boolean {
  return action.endsWith('.delete');
}
