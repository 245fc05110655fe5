/** Spec section 5: a textarea's value is a list of its non-empty lines, trimmed. */
export function linesToArray(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
