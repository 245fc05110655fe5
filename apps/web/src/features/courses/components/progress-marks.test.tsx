import type {
  CourseProgress,
  ListedVideo,
  StudentProgressResponse,
  VideoProgress,
} from '@sabora/contract';
import { studentViewerAt } from '@sabora/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressMessages } from '@/i18n/progress-messages';
import { studentSession } from '@/test/session-fixtures';
import { courseResume } from './course-progress';
import { CourseProgressLine, percentOf, VideoProgressMark, videoMarkState } from './progress-marks';

const progress = (fields: Partial<VideoProgress>): VideoProgress => ({
  position: 0,
  duration: 600,
  watchedSeconds: 0,
  coverage: 0,
  watched: false,
  views: 0,
  maxViews: null,
  viewsLeft: null,
  lastWatchedAt: null,
  ...fields,
});

describe('the video mark', () => {
  it('shows ✓ "اتشاف" in words once watched, with no bar', () => {
    render(
      <VideoProgressMark
        title="Lektion 1"
        progress={progress({ watched: true, coverage: 0.95 })}
      />,
    );
    expect(screen.getByTestId('video-watched')).toHaveTextContent(progressMessages.watched);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a started video as a labelled bar with its percent and "كمّل"', () => {
    render(
      <VideoProgressMark
        title="Lektion 1"
        progress={progress({ coverage: 0.424, position: 254 })}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: progressMessages.videoBar('Lektion 1') });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42% اتشاف');
    expect(screen.getByTestId('video-started')).toHaveTextContent('42% اتشاف');
    expect(screen.getByTestId('video-started')).toHaveTextContent(progressMessages.resume);
  });

  it.each([
    [undefined, 'new'],
    [progress({}), 'new'],
    [progress({ position: 12 }), 'started'],
    [progress({ coverage: 0.5 }), 'started'],
    [progress({ coverage: 1, watched: true }), 'watched'],
  ] as const)('%# is %s', (row, state) => {
    expect(videoMarkState(row)).toBe(state);
  });

  it('never says 100% before the whole video was seen', () => {
    expect(percentOf(0.996)).toBe(99);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(-1)).toBe(0);
  });
});

const course: CourseProgress = {
  course: { _id: 'c1', title: 'Lektion' },
  videos: 8,
  watched: 3,
  coverage: 0.4,
};

describe('the course progress line', () => {
  it('says "شفت 3 من 8 فيديوهات" and fills the bar by watched videos', () => {
    render(<CourseProgressLine title="Lektion" progress={course} />);
    expect(screen.getByTestId('course-progress')).toHaveTextContent('شفت 3 من 8 فيديوهات');
    const bar = screen.getByRole('progressbar', { name: progressMessages.courseBar('Lektion') });
    expect(bar).toHaveAttribute('aria-valuenow', '38');
    expect(bar).toHaveAttribute('aria-valuetext', 'شفت 3 من 8 فيديوهات');
  });

  it('is short on my courses: "3 من 8"', () => {
    render(<CourseProgressLine title="Lektion" progress={course} short />);
    expect(screen.getByTestId('course-progress')).toHaveTextContent('3 من 8');
  });
});

const now = Date.now();
const video = (id: string, showDate = now - 1000): ListedVideo => ({
  _id: id,
  title: `Video ${id}`,
  description: '',
  imageUrl: null,
  showDate,
  isForCenter: false,
  maxViews: null,
  courses: [{ _id: 'c1', title: 'Lektion' }],
  createdAt: 0,
  updatedAt: 0,
  sections: [],
});

describe('where my courses carry on', () => {
  const viewer = studentViewerAt(studentSession, [], now);
  const rows = (watched: string[]): StudentProgressResponse => ({
    videos: watched.map((id) => ({
      ...progress({ watched: true }),
      video: { _id: id, title: id },
    })),
    courses: [course],
  });

  it('is the first released video not watched, in release order', () => {
    const videos = [video('v1'), video('v2'), video('v3')];
    expect(courseResume('c1', rows(['v1']), videos, viewer, now)?.next?._id).toBe('v2');
    expect(courseResume('c1', rows(['v2']), videos, viewer, now)?.next?._id).toBe('v1');
  });

  it('skips videos not released yet, and is null when everything was watched', () => {
    const videos = [video('v1'), video('v2', now + 86_400_000)];
    expect(courseResume('c1', rows(['v1']), videos, viewer, now)?.next).toBeNull();
  });

  it('is nothing for a course without a progress row', () => {
    expect(courseResume('c9', rows([]), [video('v1')], viewer, now)).toBeUndefined();
  });
});
