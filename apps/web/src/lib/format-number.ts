import { messages } from '@/i18n/messages';

// Built on first use, not at import: constructing an Intl formatter costs a
// phone several milliseconds, and the course page imports this (decision 0070).
let grouped: Intl.NumberFormat | undefined;

// Latin digits with thousands grouped, like prices elsewhere: "1,500 جنيه".
const groupedFormat = () =>
  (grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

export function formatAmount(amount: number): string {
  return messages.common.amount(groupedFormat().format(amount));
}

export function formatCount(count: number): string {
  return groupedFormat().format(count);
}
