// Spec: "DD/MM/YYYY - hh:mm a" in the Arabic-Saudi locale. ar-SA defaults to
// the Hijri calendar and Arabic-Indic digits, so both are pinned explicitly.
const formatter = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

export function formatDate(value: number | Date): string {
  const parts = formatter.formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} - ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}
