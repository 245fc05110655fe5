import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { videoFailureOf } from './video-access-error';

describe('videoFailureOf', () => {
  it('reads a frozen account with the numbers support should call', () => {
    const error = new ApiError('موقوف', {
      status: 403,
      body: { message: 'موقوف', phone: '01012345678', fatherPhone: '01112345678' },
    });
    expect(videoFailureOf(error)).toEqual({
      kind: 'frozen',
      phone: '01012345678',
      fatherPhone: '01112345678',
    });
  });
  it('reads a locked video with the courses that contain it and those that expired', () => {
    const courses = [
      { _id: 'c1', title: 'Sec 2 – Oktober' },
      { _id: 'c2', title: 'Sec 2 – November' },
    ];
    const error = new ApiError('مش ضمن كورساتك', {
      status: 403,
      body: { message: 'مش ضمن كورساتك', courses, expired: ['c2'] },
    });
    expect(videoFailureOf(error)).toEqual({ kind: 'locked', courses, expired: ['c2'] });
  });
  it('reads views that ran out with the video limit', () => {
    const error = new ApiError('خلصت', {
      status: 403,
      body: { message: 'خلصت', code: 'views-exhausted', maxViews: 3 },
    });
    expect(videoFailureOf(error)).toEqual({ kind: 'exhausted', maxViews: 3 });
  });
  it('treats any other 403 as locked without courses', () => {
    expect(videoFailureOf(new ApiError('x', { status: 403, body: { message: 'x' } }))).toEqual({
      kind: 'locked',
      courses: [],
      expired: [],
    });
  });
  it('knows an unknown video and a broken platform apart', () => {
    expect(videoFailureOf(new ApiError('x', { status: 404 }))).toEqual({ kind: 'not-found' });
    expect(videoFailureOf(new ApiError('x', { status: 500 }))).toEqual({ kind: 'unavailable' });
    expect(videoFailureOf(new Error('boom'))).toEqual({ kind: 'unavailable' });
  });
});
