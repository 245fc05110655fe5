import { messages } from '@/i18n/messages';

// Built on first use, not at import: constructing an Intl formatter costs a
// phone several milliseconds, and the course page imports this (decision 0070).
let grouped: Intl.NumberFormat | undefined;
let withPiastres: Intl.NumberFormat | undefined;

// Latin digits with thousands grouped, like prices elsewhere: "1,500 جنيه".
const groupedFormat = () =>
  (grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

export function formatAmount(amount: number): string {
  return messages.common.amount(groupedFormat().format(amount));
}

/** Pounds with their piastres, for wallets (a bill is whole pounds: `formatAmount`): "1,250.5 جنيه". */
export function formatPounds(amount: number): string {
  withPiastres ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return messages.common.amount(withPiastres.format(amount));
}

export function formatCount(count: number): string {
  return groupedFormat().format(count);
}
