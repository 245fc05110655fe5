import { videoPatchBody } from '@sabora/contract';
import type { AdminVideo } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from '@/components/form/number-input';
import { videoFormValues } from './video-form';

const video = (maxViews: number | null): AdminVideo => ({
  _id: '5f0c7a44-8c1d-4a9e-9a57-9a2a6c1f0b11',
  title: 'Lektion 1',
  description: '',
  imageUrl: null,
  url: '/uploads/videos/lektion.mp4',
  sections: [],
  prevExam: null,
  showDate: 1_700_000_000_000,
  isForCenter: false,
  maxViews,
  courses: [],
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  pdfs: [],
  exams: [],
});

describe('the video form and maxViews (read/write symmetry)', () => {
  it.each([3, null])('GET → form → PATCH keeps maxViews %s unchanged', (maxViews) => {
    const values = videoFormValues(video(maxViews), 0);
    expect(values.maxViews).toBe(maxViews);
    const body = videoPatchBody.parse(values);
    expect(body.maxViews).toBe(maxViews);
  });

  it('reads Arabic digits typed in the field', () => {
    expect(Number(parseTypedNumber('١٢'))).toBe(12);
  });

  it('refuses zero with an Arabic message', () => {
    const result = videoPatchBody.safeParse({ ...videoFormValues(video(null), 0), maxViews: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/مشاهدات/);
  });
});
