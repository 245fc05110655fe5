import { can, type AdminType, type Dashboard } from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { addDays, cairoDay, cairoDayStart } from '../../lib/cairo-days';
import type { DashboardRepository } from './dashboard.repository';

interface Deps {
  dashboard: DashboardRepository;
  clock: Clock;
}

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService({ dashboard, clock }: Deps) {
  return {
    /** Today's counts; a secondary admin sees how many payments, not how much (design.md). */
    async today(viewer: AdminType): Promise<Dashboard> {
      const now = new Date(clock.now());
      const today = cairoDay(now.getTime());
      const from = new Date(cairoDayStart(today));
      const to = new Date(cairoDayStart(addDays(today, 1)));
      const [newStudentsToday, payments, callsToday, followUpsDue, examsRunning] =
        await Promise.all([
          dashboard.registeredBetween(from, to),
          dashboard.paymentsBetween(from, to),
          dashboard.callsBetween(from, to),
          dashboard.followUpsDue(now),
          dashboard.examsRunning(now),
        ]);
      return {
        newStudentsToday,
        paymentsToday: {
          count: payments.count,
          amount: can(viewer, 'bills.total') ? payments.amount : null,
        },
        callsToday,
        followUpsDue,
        examsRunning,
      };
    },
  };
}
