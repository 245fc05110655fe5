import { messages } from '@/i18n/messages';

// Latin digits with thousands grouped, like prices: "1,250.50 جنيه". Wallet
// amounts are pounds with at most two decimals (piastres); whole pounds show none.
function grouped(pounds: number): string {
  const piastres = Math.round(Math.abs(pounds) * 100);
  const whole = String(Math.trunc(piastres / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = piastres % 100;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** An amount of money in pounds, without a sign: "150 جنيه", "12.50 جنيه". */
export function formatMoney(pounds: number): string {
  return messages.common.amount(grouped(pounds));
}

/**
 * A ledger line's amount with its sign, "+150 جنيه" or "−40 جنيه" (a true
 * minus). The signed number is isolated left to right (LRI … PDI): in an
 * Arabic line the sign would otherwise be drawn after the digits.
 */
export function formatSignedMoney(pounds: number): string {
  const sign = pounds < 0 ? '\u2212' : '+';
  return messages.common.amount(`\u2066${sign}${grouped(pounds)}\u2069`);
}
