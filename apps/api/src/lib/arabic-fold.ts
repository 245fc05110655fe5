import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// Letters Arabic writes several ways (hamza forms, alef maqsura, taa marbuta)
// and the marks people type or leave out (tashkeel, superscript alef, tatweel).
// "أحمد", "احمد" and "أَحْمَد" must find the same student.
const variants = 'أإآٱىةؤئ';
const plain = 'اااايهوي';
const marks = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640';

const variantMap = new Map([...variants].map((letter, index) => [letter, plain[index]!]));
const marksPattern = new RegExp(`[${marks}]`, 'g');

/** A name as the search compares it: lower case, one spelling per letter, no marks. */
export function foldArabic(text: string): string {
  return [...text.toLowerCase().replace(marksPattern, '')]
    .map((char) => variantMap.get(char) ?? char)
    .join('');
}

/**
 * The same folding in SQL. The constants are inlined, not bound, so the
 * expression is exactly the one the trigram index was built on and the
 * planner can use it. translate() drops the marks: they have no counterpart.
 */
export function foldedSql(column: AnyColumn): SQL {
  return sql`translate(lower(${column}), ${sql.raw(`'${variants}${marks}'`)}, ${sql.raw(`'${plain}'`)})`;
}
