import { rankByStanding } from '@sabora/contract';
import type { AdminResultItem, ResultStudent } from '@sabora/contract';
import { parentResultsMessages as copy } from '@/i18n/parent-results-messages';
import { formatPercent, formatScore } from '@/lib/format-score';
import { formatDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';
import { whatsappHref } from '@/lib/phone';

export interface ParentRow {
  result: AdminResultItem;
  student: ResultStudent;
  rank: number;
  of: number;
}

/**
 * One row per result of a student who still exists, ranked by the contract's
 * standing rule (decisions 0162, 0169), best first.
 */
export function parentRows(results: readonly AdminResultItem[]): ParentRow[] {
  const withStudent = results.filter((result) => (result.user ?? result.student) !== null);
  const ranked = rankByStanding(withStudent);
  return ranked.map(({ item, rank }) => ({
    result: item,
    // Filtered above: one of the two names the student.
    student: (item.user ?? item.student) as ResultStudent,
    rank,
    of: ranked.length,
  }));
}

/** The day of a moment, "24/11/2026", without the time. */
export function dayOf(moment: number): string {
  return formatDate(moment).split(' - ')[0] ?? '';
}

/** The parent's message in Egyptian Arabic; `averagePercent` is the statistics' mean. */
export function parentMessage(examTitle: string, row: ParentRow, averagePercent: number): string {
  return copy.message({
    student: row.student.name,
    exam: examTitle,
    date: dayOf(row.result.submittedAt),
    score: formatScore(row.result.score),
    total: formatScore(row.result.totalScore),
    average: formatPercent(averagePercent),
    rank: formatCount(row.rank),
    of: formatCount(row.of),
  });
}

/** `https://wa.me/20…?text=…`: the chat with the parent, the message typed in. */
export function parentWhatsappHref(phone: string, text: string): string {
  return `${whatsappHref(phone)}?text=${encodeURIComponent(text)}`;
}
