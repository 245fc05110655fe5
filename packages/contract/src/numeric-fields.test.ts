import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { billBody } from './bills';
import { callBody } from './calls';
import { courseBody, coursePatchBody } from './courses';
import { examBody, examPatchBody } from './exam-admin';
import { uploadUrlQuery } from './uploads';
import { videoBody } from './videos';

/**
 * Every number an admin types into a form, checked as a class: a value out
 * of range is refused with an Arabic message naming the field, and a value
 * accepted is stored as typed, never clamped or rounded into another one.
 */
const question = (score: unknown) => ({
  title: 'Ich sehe ___ Mann.',
  options: ['den', 'der'],
  correct: ['den'],
  score,
});
const course = { title: 'Kurs', level: 'sec-1' };
const jan2030 = Date.UTC(2030, 0, 1);
const at =
  (...path: Array<string | number>) =>
  (parsed: unknown) =>
    path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], parsed);

interface NumericField {
  schema: z.ZodType;
  /** A valid body around the number. */
  body(value: unknown): unknown;
  /** Read the number back from the parsed body. */
  read(parsed: unknown): unknown;
  /** The field's Arabic name, which every refusal must say. */
  named: string;
  refused: unknown[];
  accepted: number[];
}

const fields: Record<string, NumericField> = {
  'course price': {
    schema: courseBody,
    body: (price) => ({ ...course, price }),
    read: at('price'),
    named: 'السعر',
    refused: [-50, -0.5, 0.5, 1_000_001, '100', null],
    accepted: [0, 1, 250, 1_000_000],
  },
  'course price (edit)': {
    schema: coursePatchBody,
    body: (price) => ({ price }),
    read: at('price'),
    named: 'السعر',
    refused: [-50, -1, 99.5],
    accepted: [0, 300],
  },
  'question score': {
    schema: examBody,
    body: (score) => ({ title: 'Test', questions: [question(score)] }),
    read: at('questions', 0, 'score'),
    named: 'درجة السؤال',
    refused: [-3, 0, -0.0001, 1.23456, 1001, '2', null],
    accepted: [0.0001, 0.5, 1.25, 2, 1000],
  },
  'question score (edit)': {
    schema: examPatchBody,
    body: (score) => ({ questions: [question(score)] }),
    read: at('questions', 0, 'score'),
    named: 'درجة السؤال',
    refused: [-3, 0],
    accepted: [3],
  },
  'exam start': {
    schema: examBody,
    body: (startTime) => ({
      title: 'Test',
      isTimed: true,
      startTime,
      endTime: Date.UTC(2099, 0, 1),
    }),
    read: at('startTime'),
    named: 'ميعاد بداية الامتحان',
    refused: [-1, 0, 1.5, Date.UTC(2100, 0, 2)],
    accepted: [jan2030],
  },
  'show date': {
    schema: videoBody,
    body: (showDate) => ({ title: 'Lektion', url: 'https://youtu.be/aqz-KE-bpKQ', showDate }),
    read: at('showDate'),
    named: 'ميعاد الظهور',
    refused: [-1, 0, 0.5],
    accepted: [jan2030],
  },
  'bill amount': {
    schema: billBody,
    body: (amount) => ({ amount, method: 'cash' }),
    read: at('amount'),
    named: 'المبلغ',
    refused: [-100, 0, 10.5, 1_000_001],
    accepted: [1, 150],
  },
  'call follow-up': {
    schema: callBody,
    body: (followUpAt) => ({
      direction: 'incoming',
      reason: 'payment',
      outcome: 'follow-up',
      followUpAt,
    }),
    read: at('followUpAt'),
    named: 'ميعاد المتابعة',
    refused: [-1, 0, 2.5],
    accepted: [jan2030],
  },
  'upload size': {
    schema: uploadUrlQuery,
    body: (size) => ({ fileName: 'a.png', contentType: 'image/png', size, field: 'imageUrl' }),
    read: at('size'),
    named: 'الملف',
    refused: ['-5', '0', '1.5', ''],
    accepted: [1, 2048],
  },
};

describe('numeric fields refuse, never clamp', () => {
  for (const [name, field] of Object.entries(fields)) {
    it.each(field.refused.map((value) => [JSON.stringify(value), value]))(
      `${name}: %s is refused, naming the field`,
      (_shown, value) => {
        const outcome = field.schema.safeParse(field.body(value));
        expect(outcome.success).toBe(false);
        const said = outcome.error!.issues.map((issue) => issue.message);
        expect(
          said.some((message) => message.includes(field.named)),
          said.join(' | '),
        ).toBe(true);
      },
    );

    it.each(field.accepted)(`${name}: %s is kept as typed`, (value) => {
      const outcome = field.schema.safeParse(field.body(value));
      expect(outcome.error?.issues ?? []).toEqual([]);
      expect(field.read(outcome.data)).toBe(value);
    });
  }
});
