import { normalizePhone } from '@sabora/contract';

/**
 * A phone field's value as typed or pasted, digits only in the local form:
 * "٠١٠١٢٣٤٥٦٧٨", "010 1234 5678" and "+20 10 1234 5678" all read 01012345678.
 */
export function phoneDigits(value: string): string {
  return normalizePhone(value).replace(/\D/g, '');
}

/** `tel:` link of an Egyptian mobile as typed (01XXXXXXXXX). */
export function telHref(phone: string): string {
  return `tel:${phone}`;
}

/** WhatsApp chat link: the international form without + (2 01XXXXXXXXX → 201XXXXXXXXX). */
export function whatsappHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = digits.startsWith('0') ? `2${digits}` : digits;
  return `https://wa.me/${international}`;
}
