import type { SessionUser } from '@sabora/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, currentToken, getSession, saveUser, useSession } from './session';

const student: SessionUser = {
  _id: 'u1',
  name: 'منى أحمد',
  phone: '01012345678',
  fatherPhone: '01112345678',
  level: 'sec-1',
  governorate: 'giza',
  attendanceType: 'center',
  courses: ['c1'],
  vip: false,
  frozen: false,
  showHidden: false,
  createdAt: 1_700_000_000_000,
  token: 'student-token',
};

describe('session store', () => {
  it("stores the student under the spec's 'user' key", () => {
    saveUser(student);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(student);
    expect(currentToken()).toBe('student-token');
  });

  it('ignores stored data that is not a valid session', () => {
    localStorage.setItem('user', '{"name":"x"}');
    localStorage.setItem('admin', 'not json');
    expect(getSession()).toEqual({ user: null, admin: null });
  });

  it('returns the same snapshot until storage changes', () => {
    saveUser(student);
    expect(getSession()).toBe(getSession());
  });

  it('clears both sessions on logout and re-renders subscribers', () => {
    localStorage.setItem('admin', 'stale');
    saveUser(student);
    const { result } = renderHook(() => useSession());
    expect(result.current.user?.name).toBe('منى أحمد');
    act(() => {
      clearSession();
    });
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
  });
});
