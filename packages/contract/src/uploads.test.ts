import { describe, expect, it } from 'vitest';
import { uploadAccept, uploadKindsForField, uploadUrlQuery } from './index';

const valid = {
  fileName: 'غلاف الكورس.png',
  contentType: 'image/png',
  size: '2048',
  field: 'imageUrl',
};

function messages(input: unknown): string[] {
  const result = uploadUrlQuery.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('which files a field takes', () => {
  it.each([
    ['imageUrl', ['image']],
    ['questions.2.imageUrl', ['image']],
    ['Image', ['image']],
    ['url', ['image', 'document']],
    ['pdf.url', ['image', 'document']],
  ])('%s takes %j', (field, kinds) => {
    expect(uploadKindsForField(field)).toEqual(kinds);
  });

  it('lists the accepted types for a file input', () => {
    expect(uploadAccept('imageUrl')).toBe('image/jpeg,image/png,image/webp,image/gif');
    expect(uploadAccept('url')).toBe('image/jpeg,image/png,image/webp,image/gif,application/pdf');
  });
});

describe('asking for an upload URL', () => {
  it('accepts an image for an image field and reads the size as a number', () => {
    expect(uploadUrlQuery.parse(valid)).toEqual({ ...valid, size: 2048 });
  });

  it('accepts a PDF up to 50 MB for a file field', () => {
    const query = { ...valid, contentType: 'application/pdf', size: String(50 * 1024 * 1024) };
    expect(messages({ ...query, field: 'url' })).toEqual([]);
  });

  it('reads the content type whatever its case', () => {
    expect(uploadUrlQuery.parse({ ...valid, contentType: 'IMAGE/JPEG' }).contentType).toBe(
      'image/jpeg',
    );
  });

  it.each([
    [
      { contentType: 'image/svg+xml' },
      'نوع الملف مش مدعوم، ارفع صورة (JPG أو PNG أو WebP أو GIF) أو ملف PDF',
    ],
    [{ contentType: 'application/pdf' }, 'الحقل ده بياخد صورة بس (JPG أو PNG أو WebP أو GIF)'],
    [{ size: String(5 * 1024 * 1024 + 1) }, 'حجم الصورة أكبر من المسموح (أقصى حد 5 ميجا)'],
    [
      { contentType: 'application/pdf', field: 'url', size: String(50 * 1024 * 1024 + 1) },
      'حجم ملف الـ PDF أكبر من المسموح (أقصى حد 50 ميجا)',
    ],
    [{ size: '0' }, 'الملف فاضي، اختار ملف تاني'],
    [{ size: '1.5' }, 'حجم الملف لازم يكون رقم صحيح بالبايت'],
    [{ size: 'كبير' }, 'حجم الملف مطلوب'],
    [{ fileName: '  ' }, 'اسم الملف مطلوب'],
    [{ fileName: 'a\nb.png' }, 'اسم الملف فيه رموز مش مسموحة'],
    [{ fileName: '../../etc/passwd' }, 'اسم الملف فيه رموز مش مسموحة'],
    [{ field: 'image url' }, 'اسم الحقل مش صحيح'],
  ])('refuses %j', (change, message) => {
    expect(messages({ ...valid, ...change })).toEqual([message]);
  });

  it('names every missing parameter in Arabic', () => {
    expect(messages({})).toEqual([
      'اسم الملف مطلوب',
      'نوع الملف مطلوب',
      'حجم الملف مطلوب',
      'اسم الحقل مطلوب',
    ]);
  });
});
