import type { SessionUser } from '@sabora/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentSession } from '@/test/session-fixtures';
import { clearSession, currentToken, getSession, saveUser, useSession } from './session';

const student: SessionUser = {
  ...studentSession,
  governorate: 'giza',
  attendanceType: 'center',
  courses: ['c1'],
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

  it('keeps a session stored before access periods signed in, its courses for good', () => {
    const older: Record<string, unknown> = { ...student, courses: ['c1'] };
    delete older.access;
    delete older.balance;
    localStorage.setItem('user', JSON.stringify(older));
    expect(getSession().user).toMatchObject({
      courses: ['c1'],
      access: [{ course: 'c1', until: null }],
      balance: 0,
      token: 'student-token',
    });
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
