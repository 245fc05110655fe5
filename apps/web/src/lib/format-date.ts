import { messages } from '@/i18n/messages';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec: "DD/MM/YYYY - hh:mm a" as in the Arabic-Saudi locale, on the Gregorian
 * calendar with Latin digits, in the phone's time zone. Written out by hand:
 * building an Intl.DateTimeFormat for that locale costs Chromium 35–70 ms of
 * ICU work, which at the app's start was most of a phone's longest task.
 */
export function formatDate(value: number | Date): string {
  const date = new Date(value);
  const hours = date.getHours();
  const period = hours < 12 ? messages.common.morning : messages.common.evening;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} - ${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${period}`;
}
