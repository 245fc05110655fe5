import { describe, expect, it } from 'vitest';
import {
  catalogueListBody,
  courseBody,
  coursePatchBody,
  idParams,
  mediaUrl,
  pdfPatchBody,
  videoBody,
  videoPatchBody,
} from './index';

const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('mediaUrl', () => {
  const url = mediaUrl('الرابط');
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', true],
    ['http://192.168.1.10/lesson.mp4', true],
    ['/uploads/images/2026/11/a.png', true],
    ['  /uploads/demo/hallo.svg  ', true],
    ['/uploads/../jwt-secret', false],
    ['/etc/passwd', false],
    ['uploads/a.png', false],
    ['javascript:alert(1)', false],
    ['ftp://files.example.com/a.pdf', false],
    ['https://example.com/a b.mp4', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(url.safeParse(value).success).toBe(ok);
  });

  it('says what is wrong in Arabic, once', () => {
    expect(problems(url.safeParse(''))).toEqual(['الرابط مطلوب']);
    expect(problems(url.safeParse('www.example.com'))).toEqual([
      'الرابط لازم يكون رابط يبدأ بـ https:// أو ملف مرفوع على المنصة',
    ]);
  });
});

describe('course forms', () => {
  it('fills the create defaults and leaves showDate to the server', () => {
    expect(courseBody.parse({ title: ' Oktober ', price: 0, level: 'sec-1' })).toEqual({
      title: 'Oktober',
      description: '',
      imageUrl: null,
      price: 0,
      level: 'sec-1',
      freeForSubscribers: false,
      isForCenter: false,
      accessDays: null,
    });
  });

  it('takes accessDays as whole days from 1, an empty field as for good', () => {
    const course = { title: 'Oktober', price: 100, level: 'sec-1' };
    expect(courseBody.parse({ ...course, accessDays: 30 }).accessDays).toBe(30);
    expect(courseBody.parse({ ...course, accessDays: '' }).accessDays).toBeNull();
    expect(coursePatchBody.parse({ accessDays: null })).toEqual({ accessDays: null });
    expect(problems(coursePatchBody.safeParse({ accessDays: 0 }))).toEqual([
      'مدة الاشتراك لازم تكون يوم أو أكتر',
    ]);
    expect(problems(coursePatchBody.safeParse({ accessDays: 1.5 }))).toEqual([
      'مدة الاشتراك لازم تكون أيام صحيحة',
    ]);
  });

  it('adds nothing to a patch that was not sent', () => {
    expect(coursePatchBody.parse({})).toEqual({});
    expect(coursePatchBody.parse({ price: 10 })).toEqual({ price: 10 });
    expect(videoPatchBody.parse({ title: 'x' })).toEqual({ title: 'x' });
    expect(pdfPatchBody.parse({})).toEqual({});
  });

  it('wants whole pounds, not negative', () => {
    expect(problems(coursePatchBody.safeParse({ price: 12.5 }))).toEqual([
      'السعر لازم يكون جنيهات صحيحة من غير كسور',
    ]);
    expect(problems(coursePatchBody.safeParse({ price: '100' }))).toEqual(['السعر لازم يكون رقم']);
  });
});

describe('video form', () => {
  const id = (n: number) => `1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633${n}`;

  it('keeps sections in order and drops repeated ids', () => {
    const parsed = videoBody.parse({
      title: 'Lektion 1',
      url: 'https://vimeo.com/76979871',
      courses: [id(1), id(2), id(1)],
      sections: [
        { title: 'B', url: 'https://vimeo.com/76979871#t=60s' },
        { title: 'A', url: 'https://vimeo.com/76979871' },
      ],
    });
    expect(parsed.courses).toEqual([id(1), id(2)]);
    expect(parsed.sections.map((s) => s.title)).toEqual(['B', 'A']);
    expect(parsed).toMatchObject({ pdfs: [], exams: [], prevExam: null, isForCenter: false });
  });
});

describe('idParams', () => {
  it('accepts a UUID and refuses anything else in Arabic', () => {
    expect(idParams.safeParse({ id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' }).success).toBe(true);
    expect(problems(idParams.safeParse({ id: '1' }))).toEqual(['الرقم التعريفي في الرابط مش صحيح']);
  });
});

describe('catalogueListBody', () => {
  it('treats a missing all as false', () => {
    expect(catalogueListBody.parse({})).toEqual({ all: false });
  });
});
