import { messages } from '@/i18n/messages';

// Latin digits, as in the spec's date format, with thousands grouped: "1,500 جنيه".
// By hand rather than with Intl.NumberFormat, whose construction is slow on a phone.
const groupThousands = (amount: number) =>
  String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A course price in Egyptian pounds; 0 is free (spec section 9). */
export function formatPrice(price: number): string {
  return price === 0 ? messages.catalogue.free : messages.catalogue.price(groupThousands(price));
}
