import { z } from 'zod';
import { toLatinDigits } from './digits';

export const egyptianMobilePattern = /^01[0125]\d{8}$/;

// Numbers are typed grouped ("010 1234 5678", "010-1234-5678", "010.1234.5678",
// "(010) 1234 5678") and an Arabic keyboard adds direction marks around them;
// none of it is part of the number.
const phoneSeparators = /[\s\-.()\u2010-\u2015\u200e\u200f\u2066-\u2069]/g;

// A number copied from WhatsApp or a contact card carries Egypt's country code
// ("+20 112 345 6789", "00201123456789"); the 0 of the local form stands for it.
// Some write the local 0 after the code as well ("+20 (0)10…", "+20 010…").
const internationalMobile = /^(?:\+|00)?200?(1\d{9})$/;

/**
 * One rule for a phone wherever it is typed (sign-up, sign-in, an admin's
 * form, the student search): Latin digits, no separators, the local form.
 */
export function normalizePhone(value: string): string {
  return toLatinDigits(value).replace(phoneSeparators, '').replace(internationalMobile, '0$1');
}

export function egyptianMobile(label: string) {
  return z
    .string({ error: `${label} مطلوب` })
    .trim()
    .min(1, { error: `${label} مطلوب` })
    .transform(normalizePhone)
    .pipe(
      z.string().regex(egyptianMobilePattern, {
        error: `${label} لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015`,
      }),
    );
}

/**
 * A student's password as typed or pasted: Arabic-Indic digits read as Latin,
 * and the spaces a paste brings at either end dropped. A password is digits
 * only (design.md), so a space is never part of one, and in a masked field
 * nobody sees it.
 */
export function normalizePassword(value: string): string {
  return toLatinDigits(value).trim();
}

export const studentPassword = z
  .string({ error: 'كلمة السر مطلوبة' })
  .min(1, { error: 'كلمة السر مطلوبة' })
  .max(64, { error: 'كلمة السر طويلة جداً (أقصى حد 64 رقم)' })
  .transform(normalizePassword)
  .pipe(
    z
      .string()
      .min(1, { error: 'كلمة السر مطلوبة', abort: true })
      .regex(/^\d+$/, {
        // The field hides what was typed: a space in the middle must be named.
        error: (issue) =>
          /\s/.test(String(issue.input))
            ? 'كلمة السر فيها مسافة، اكتبها أرقام بس من غير مسافات'
            : 'كلمة السر لازم تكون أرقام بس',
      })
      .min(8, { error: 'كلمة السر لازم تكون 8 أرقام على الأقل' }),
  );

export const deviceHash = z
  .string({ error: 'بصمة الجهاز مطلوبة، حدّث الصفحة وحاول تاني' })
  .regex(/^[a-f0-9]{64}$/, { error: 'بصمة الجهاز مش صحيحة، حدّث الصفحة وحاول تاني' });

export const epochMs = z.number().int();
