import { messages } from '@/i18n/messages';

// Latin digits, as in the spec's date format, with thousands grouped: "1,500 جنيه".
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A course price in Egyptian pounds; 0 is free (spec section 9). */
export function formatPrice(price: number): string {
  return price === 0 ? messages.catalogue.free : messages.catalogue.price(amount.format(price));
}
