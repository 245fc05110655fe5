// Phones in Egypt are often typed on an Arabic keyboard, which produces
// Arabic-Indic (٠-٩) or Persian (۰-۹) digits; both mean the same number.
const arabicIndicZero = 0x0660;
const persianZero = 0x06f0;

export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const base = code >= persianZero ? persianZero : arabicIndicZero;
    return String(code - base);
  });
}
