import { describe, expect, it } from 'vitest';
import { spinnerBackground } from '@/components/full-page-spinner';
import { chromeVisibility } from './chrome-visibility';

describe('chromeVisibility', () => {
  it('shows footer and support button on ordinary pages', () => {
    expect(chromeVisibility('/courses', false)).toEqual({ supportButton: true, footer: true });
  });

  it.each(['/admin', '/admin/users/1', '/exam/1', '/exam-solution/1'])(
    'hides both on %s',
    (path) => {
      expect(chromeVisibility(path, true)).toEqual({ supportButton: false, footer: false });
    },
  );

  it('hides only the footer on home for a student', () => {
    expect(chromeVisibility('/', true)).toEqual({ supportButton: true, footer: false });
    expect(chromeVisibility('/', false)).toEqual({ supportButton: true, footer: true });
  });
});

describe('spinnerBackground', () => {
  it.each(['/', '/courses', '/courses/1', '/videos/9', '/admin/videos/2'])(
    'is white on %s',
    (path) => {
      expect(spinnerBackground(path)).toBe('white');
    },
  );

  it.each(['/login', '/admin', '/profile'])('is muted on %s', (path) => {
    expect(spinnerBackground(path)).toBe('muted');
  });
});
