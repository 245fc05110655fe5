import { cairoWallClock } from '@sabora/contract';

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day a card is good for, on Cairo's calendar: "31/12/2026". */
export function expiryDay(ms: number): string {
  // Expiry is exclusive: a card good until midnight was last usable the day before.
  const { year, month, day } = cairoWallClock(ms - 1);
  return `${pad(day)}/${pad(month)}/${year}`;
}
