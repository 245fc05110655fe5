import { describe, expect, it } from 'vitest';
import { adminLoginBody, loginBody, signupBody } from './index';

const valid = {
  name: 'مريم أحمد',
  phone: '01012345678',
  fatherPhone: '01112345678',
  password: '12345678',
  confirmPassword: '12345678',
  level: 'sec-1',
  governorate: 'cairo',
  attendanceType: 'online',
  hash: 'a'.repeat(64),
};

function messages(input: unknown): string[] {
  const result = signupBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('signup', () => {
  it('accepts a complete form', () => {
    expect(signupBody.parse(valid)).toMatchObject({ phone: '01012345678', level: 'sec-1' });
  });

  it('reads Arabic-Indic digits as Latin ones', () => {
    const parsed = signupBody.parse({
      ...valid,
      phone: '٠١٥١٢٣٤٥٦٧٨',
      password: '١٢٣٤٥٦٧٨',
      confirmPassword: '١٢٣٤٥٦٧٨',
    });
    expect(parsed.phone).toBe('01512345678');
    expect(parsed.password).toBe('12345678');
  });

  it.each([
    ['01312345678', 'لازم يكون 11 رقم'],
    ['0101234567', 'لازم يكون 11 رقم'],
    ['010123456789', 'لازم يكون 11 رقم'],
    ['+201312345678', 'لازم يكون 11 رقم'],
  ])('refuses phone %s', (phone, message) => {
    expect(messages({ ...valid, phone }).join()).toContain(message);
  });

  it('refuses a parent phone equal to the student phone', () => {
    expect(messages({ ...valid, fatherPhone: valid.phone })).toEqual([
      'رقم ولي الأمر لازم يكون مختلف عن رقمك',
    ]);
  });

  it('refuses a short or non-numeric password and a mismatched confirmation', () => {
    expect(messages({ ...valid, password: '1234567', confirmPassword: '1234567' })).toEqual([
      'كلمة السر لازم تكون 8 أرقام على الأقل',
    ]);
    expect(messages({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual([
      'كلمة السر لازم تكون أرقام بس',
    ]);
    expect(messages({ ...valid, confirmPassword: '87654321' })).toEqual([
      'تأكيد كلمة السر مش زي كلمة السر',
    ]);
  });

  it('drops the spaces a paste brings around a password, and names one inside it', () => {
    const parsed = signupBody.parse({
      ...valid,
      password: '  12345678 ',
      confirmPassword: '12345678\t',
    });
    expect(parsed.password).toBe('12345678');
    expect(messages({ ...valid, password: '1234 5678', confirmPassword: '1234 5678' })).toEqual([
      'كلمة السر فيها مسافة، اكتبها أرقام بس من غير مسافات',
    ]);
    expect(messages({ ...valid, password: '   ', confirmPassword: '' })).toEqual([
      'كلمة السر مطلوبة',
    ]);
  });

  it('refuses unknown level, governorate and attendance type with Arabic messages', () => {
    expect(
      messages({ ...valid, level: 'grade-9', governorate: 'berlin', attendanceType: 'home' }),
    ).toEqual(['اختار الصف الدراسي', 'اختار المحافظة', 'اختار نظام الدراسة (سنتر أو أونلاين)']);
  });

  it('asks for the full name', () => {
    expect(messages({ ...valid, name: '  مريم  ' })).toEqual([
      'اكتب اسمك بالكامل: اسمك واسم والدك على الأقل',
    ]);
  });

  it('words missing and wrongly typed fields in Arabic', () => {
    const all = messages({});
    expect(all).toContain('رقم الموبايل مطلوب');
    expect(all).toContain('كلمة السر مطلوبة');
    // A field sign-up does not take is named, never silently dropped (design.md).
    expect(messages({ ...valid, vip: true, name: 42 })).toEqual([
      'الاسم مطلوب',
      'الحقول دي مش بتتبعت هنا: vip',
    ]);
    expect(messages('not an object')).toEqual(['البيانات المبعوتة مش صحيحة']);
  });
});

describe('login', () => {
  it('reads the password as sign-up stored it: Latin digits, no spaces around', () => {
    const parsed = loginBody.parse({
      phone: '01012345678',
      password: ' ١٢٣٤٥٦٧٨  ',
      hash: 'b'.repeat(64),
    });
    expect(parsed.password).toBe('12345678');
  });

  it('normalises the phone and keeps the password as typed', () => {
    expect(
      loginBody.parse({ phone: ' 01012345678 ', password: 'x', hash: 'b'.repeat(64) }),
    ).toEqual({ phone: '01012345678', password: 'x', hash: 'b'.repeat(64) });
  });

  it.each([
    '010 1234 5678',
    '٠١٠ ١٢٣٤ ٥٦٧٨',
    '010-1234-5678',
    '\u200e٠١٠١٢٣٤٥٦٧٨\u200f',
    '+20 101 234 5678',
    '+201012345678',
    '00201012345678',
    '201012345678',
    '+٢٠ ١٠١-٢٣٤-٥٦٧٨',
    '+20 010 1234 5678',
    '+20 (0)10 1234 5678',
    '0020 010 1234 5678',
    '(010) 1234 5678',
    '010.1234.5678',
  ])('reads %s as the number registration stores, by the same rule', (phone) => {
    const credentials = { password: 'x', hash: 'b'.repeat(64) };
    expect(loginBody.parse({ phone, ...credentials }).phone).toBe('01012345678');
    expect(signupBody.parse({ ...valid, phone }).phone).toBe('01012345678');
  });

  it('needs an @ in an admin identifier', () => {
    expect(adminLoginBody.safeParse({ identifier: 'teacher', password: 'x' }).success).toBe(false);
    expect(adminLoginBody.parse({ identifier: ' Teacher@Sabora.EG ', password: 'x' })).toEqual({
      identifier: 'teacher@sabora.eg',
      password: 'x',
    });
  });
});
