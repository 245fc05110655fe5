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
