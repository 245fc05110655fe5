import { messages } from '@/i18n/messages';

// Latin digits with thousands grouped, like prices elsewhere: "1,500 جنيه".
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatAmount(amount: number): string {
  return messages.common.amount(grouped.format(amount));
}

// Wallet amounts carry piastres: "1,250.5 جنيه".
const withPiastres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Pounds with their piastres, for wallets (a bill is whole pounds: `formatAmount`). */
export function formatPounds(amount: number): string {
  return messages.common.amount(withPiastres.format(amount));
}

export function formatCount(count: number): string {
  return grouped.format(count);
}
