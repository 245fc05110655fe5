import { messages } from '@/i18n/messages';

// Latin digits with thousands grouped, like prices elsewhere: "1,500 جنيه".
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatAmount(amount: number): string {
  return messages.ops.amount(grouped.format(amount));
}

export function formatCount(count: number): string {
  return grouped.format(count);
}
