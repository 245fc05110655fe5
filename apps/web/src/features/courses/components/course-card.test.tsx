import { adminViewer, studentViewerAt, visitorViewer } from '@sabora/contract';
import type { Course, StudentViewer, Viewer } from '@sabora/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CourseCard } from './course-card';
import { courseCardState, videoCardState } from './course-card-state';
import { CourseResume } from './my-course-progress';

const now = Date.UTC(2026, 10, 20);
const day = 24 * 60 * 60 * 1000;

const course: Course = {
  _id: 'paid',
  title: 'Sec 2 – Oktober: Lektion 1–3',
  description: '',
  imageUrl: '/uploads/images/2026/11/a.png',
  price: 250,
  level: 'sec-2',
  freeForSubscribers: false,
  showDate: now - day,
  isForCenter: false,
  accessDays: 30,
  createdAt: now - day,
  updatedAt: now - day,
};

/** A student whose only purchase ended at `now`, however the session listed it. */
const lapsedBuyer = (bought: string) =>
  studentViewerAt(student(), [{ course: bought, until: now }], now);

function student(overrides: Partial<StudentViewer> = {}): StudentViewer {
  return {
    kind: 'student',
    level: 'sec-2',
    attendanceType: 'online',
    vip: false,
    frozen: false,
    showHidden: false,
    courses: [],
    lapsed: [],
    ...overrides,
  };
}

describe('courseCardState', () => {
  it.each([
    ['a visitor sees no badge', visitorViewer, course, false, false],
    ['a student without the course sees no badge', student(), course, false, false],
    ['a buyer sees subscribed', student({ courses: ['paid'] }), course, true, false],
    ['VIP at the same level sees subscribed', student({ vip: true }), course, true, false],
    ['VIP at another level does not', student({ vip: true, level: 'sec-1' }), course, false, false],
    ['a free course is owned by every student', student(), { ...course, price: 0 }, true, false],
    [
      'a subscriber gets the gift badge on a free-for-subscribers course',
      student({ courses: ['other'] }),
      { ...course, freeForSubscribers: true },
      true,
      true,
    ],
    [
      'a non-subscriber gets no gift',
      student(),
      { ...course, freeForSubscribers: true },
      false,
      false,
    ],
    ['an admin sees no student badges', adminViewer, course, false, false],
    [
      'a buyer whose access ended no longer sees subscribed',
      lapsedBuyer('paid'),
      course,
      false,
      false,
    ],
    [
      'a student whose only purchase ended gets no gift',
      lapsedBuyer('other'),
      { ...course, freeForSubscribers: true },
      false,
      false,
    ],
  ] as const)('%s', (_case, viewer, item, subscribed, gift) => {
    const state = courseCardState(item, viewer, now);
    expect(state.subscribed).toBe(subscribed);
    expect(state.gift).toBe(gift);
  });

  it('fades a future-dated course and shows the date to admins only', () => {
    const upcoming = { ...course, showDate: now + day };
    expect(courseCardState(upcoming, adminViewer, now)).toMatchObject({
      faded: true,
      showDate: true,
    });
    expect(courseCardState(upcoming, student({ showHidden: true }), now)).toMatchObject({
      faded: true,
      showDate: false,
    });
    expect(courseCardState(course, adminViewer, now).faded).toBe(false);
  });

  it('fades a future video the same way', () => {
    expect(videoCardState({ showDate: now + 1, isForCenter: false }, adminViewer, now)).toEqual({
      faded: true,
      showDate: true,
    });
  });
});

describe('CourseCard', () => {
  function renderCard(item: Course, viewer: Viewer = student()) {
    render(
      <MemoryRouter>
        <CourseCard course={item} viewer={viewer} now={now} />
      </MemoryRouter>,
    );
    return screen.getByTestId('course-card');
  }

  it('links to the course and keeps a German title in its own direction', () => {
    const card = renderCard(course);
    expect(card).toHaveAttribute('href', '/courses/paid');
    expect(card.querySelector('bdi')).toHaveTextContent('Sec 2 – Oktober: Lektion 1–3');
    expect(card).toHaveTextContent('250 جنيه');
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/images/2026/11/a.png');
  });

  it('says free for a price of 0', () => {
    expect(renderCard({ ...course, price: 0 })).toHaveTextContent('مجاناً');
  });

  it('shows the subscribed and gift badges', () => {
    renderCard({ ...course, freeForSubscribers: true }, student({ courses: ['other'] }));
    expect(screen.getByTestId('badge-subscribed')).toHaveTextContent('مشترك');
    expect(screen.getByTestId('badge-gift')).toHaveTextContent('هدية');
  });

  it('fades an upcoming course and shows its date to an admin', () => {
    const card = renderCard({ ...course, showDate: Date.UTC(2026, 11, 1, 8, 30) }, adminViewer);
    expect(card).toHaveAttribute('data-faded', 'true');
    expect(screen.getByTestId('badge-upcoming')).toBeInTheDocument();
    expect(card).toHaveTextContent(/01\/12\/2026 - \d\d:30/);
  });
});

describe('an owned course on my courses', () => {
  const owned = { ...course, price: 0 };
  const progress = (watched: number, next: { _id: string; title: string } | null) => ({
    course: { course: { _id: owned._id, title: owned.title }, videos: 8, watched, coverage: 0.3 },
    next: next && {
      ...next,
      description: '',
      imageUrl: null,
      showDate: now - day,
      isForCenter: false,
      maxViews: null,
      courses: [{ _id: owned._id, title: owned.title }],
      createdAt: now - day,
      updatedAt: now - day,
      sections: [],
    },
  });

  it('shows "3 من 8", its bar and a "كمّل" link to the next unwatched video', () => {
    render(
      <MemoryRouter>
        <CourseCard
          course={owned}
          viewer={student()}
          now={now}
          extra={
            <CourseResume
              title={owned.title}
              resume={progress(3, { _id: 'v4', title: 'Lektion 4' })}
            />
          }
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('course-progress')).toHaveTextContent('3 من 8');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
    const link = screen.getByTestId('course-resume-link');
    expect(link).toHaveAttribute('href', '/videos/v4');
    expect(link).toHaveTextContent('كمّل: Lektion 4');
  });

  it('says the course is done once every video was watched', () => {
    render(
      <MemoryRouter>
        <CourseCard
          course={owned}
          viewer={student()}
          now={now}
          extra={<CourseResume title={owned.title} resume={progress(8, null)} />}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('course-resume')).toHaveTextContent('خلّصت كل فيديوهات الكورس');
    expect(screen.queryByTestId('course-resume-link')).toBeNull();
  });
});
