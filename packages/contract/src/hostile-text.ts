import { fieldLabels } from './field-labels';

/**
 * design.md "Hostile strings": text no person types and no database should
 * keep. C0 and C1 control characters (tab and line breaks aside, which a
 * description may hold), lone UTF-16 surrogates (no valid UTF-8 exists for
 * them, so they would be stored as U+FFFD) and the bidi embeddings, overrides
 * and isolates that make stored text read differently from how it shows
 * ("Trojan Source"). The marks RLM, LRM and ALM stay allowed: Arabic mixed with
 * German needs them.
 */
const forbiddenCharacter =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const forbiddenCharacters = new RegExp(forbiddenCharacter.source, 'g');
/**
 * The same characters with every surrogate in, and no lookaround: a plain
 * class V8 scans fast. Almost all text has none of them (an emoji's pair is
 * the usual exception), so the exact test above runs only on what this finds;
 * at an exam's close it is most of the hostile-text check's time.
 */
const maybeForbidden =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/;
// Zero-width and direction marks: invisible, and never part of what is looked for.
const invisibleMarks = /[\u200B-\u200F\u061C\u2060\uFEFF]/g;

/**
 * design.md: text in a search box is cleaned, not refused. A number copied
 * from WhatsApp arrives wrapped in U+202A…U+202C, a name from a document with
 * zero-width spaces; what is left is what the person meant to look for.
 */
export function cleanSearchText(value: string): string {
  return value.replace(forbiddenCharacters, '').replace(invisibleMarks, '');
}

/** No field the API takes is longer; each field's own schema sets its real limit. */
export const maxTextLength = 10_000;
/** JSON keys are field names: short, and never hostile. */
const maxKeyLength = 100;

export type TextProblem = 'characters' | 'length';

export function textProblem(value: string, maxLength: number = maxTextLength): TextProblem | null {
  if (value.length > maxLength) return 'length';
  return maybeForbidden.test(value) && forbiddenCharacter.test(value) ? 'characters' : null;
}

/** Where a string sat in a request: the field's key, or a key itself. */
export interface HostileTextFinding {
  key: string | undefined;
  problem: TextProblem;
  inKey: boolean;
}

/**
 * What JSON and query parsing make: an object literal, or one without
 * Object's prototype (a query parser's dictionary, whose prototype has none
 * itself). Anything else (raw bytes, an upload's stream with its socket and
 * cycles, any class) is no client text to walk.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * Every hostile string in a parsed request part (body, query or path
 * parameters), keys included. Walked with its own stack, not recursion: the
 * JSON parser accepts nesting deeper than the call stack allows.
 */
export function findHostileText(root: unknown): HostileTextFinding[] {
  const findings: HostileTextFinding[] = [];
  // Two parallel stacks rather than one of {value, key} pairs: an exam's
  // submit walks a few hundred values, and the pairs were most of the garbage.
  const values: unknown[] = [root];
  const keys: Array<string | undefined> = [undefined];
  while (values.length > 0) {
    const value = values.pop();
    const key = keys.pop();
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) findings.push({ key, problem, inKey: false });
    } else if (Array.isArray(value)) {
      for (const item of value) {
        values.push(item);
        keys.push(key);
      }
    } else if (isPlainObject(value)) {
      for (const name of Object.keys(value)) {
        const problem = textProblem(name, maxKeyLength);
        if (problem) {
          findings.push({ key, problem, inKey: true });
        } else {
          values.push(value[name]);
          keys.push(name);
        }
      }
    }
  }
  return findings;
}

/** Said under a form's field whose text holds such characters: the field names itself there. */
export const hiddenCharactersMessage =
  'في الكلام ده رموز مخفية مش مسموح بيها (رموز تحكم أو حروف مكسورة): امسحه واكتبه تاني';

/** The Arabic sentence for a finding, naming the field when it has a label. */
export function hostileTextMessage(finding: HostileTextFinding): string {
  if (finding.inKey) return 'البيانات فيها اسم حقل مش مقبول';
  // A field without a label is still named in Arabic, never by its English key.
  const label = (finding.key && fieldLabels[finding.key]) || 'النص';
  return finding.problem === 'length'
    ? `${label} أطول من المسموح`
    : `في ${label} رموز مش مسموح بيها (رموز تحكم أو حروف مكسورة)`;
}
