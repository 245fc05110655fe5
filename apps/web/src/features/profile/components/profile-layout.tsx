import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { KeyboardEvent } from 'react';
import { Heading } from '@/components/typography';
import { messages } from '@/i18n/messages';
import './profile-layout.css';

const tabs = [
  { key: '/profile', label: messages.pages.profile },
  { key: '/profile/exams-results', label: messages.pages.examsResults },
  { key: '/profile/my-courses', label: messages.pages.myCourses },
];

// Right to left: the left arrow goes to the next tab. Home and End go to the first and last.
const steps: Partial<Record<string, (index: number) => number>> = {
  ArrowLeft: (index) => (index + 1) % tabs.length,
  ArrowRight: (index) => (index - 1 + tabs.length) % tabs.length,
  Home: () => 0,
  End: () => tabs.length - 1,
};

/** The profile's pages as tabs drawn like antd's, each a link; the arrows, Home and End move between them. */
export function ProfileLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.findLast((tab) => pathname.startsWith(tab.key))?.key ?? '/profile';

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = step(index);
    const sibling = event.currentTarget.parentElement?.children[next];
    if (sibling instanceof HTMLElement) sibling.focus();
    void navigate(tabs[next]!.key);
  };

  return (
    <div className="profile-layout">
      {/* The one h1 of every profile tab. */}
      <Heading level={1} className="profile-layout__title">
        {messages.profile.title}
      </Heading>
      <div className="profile-tabs" role="tablist">
        {tabs.map((tab, index) => (
          <Link
            key={tab.key}
            to={tab.key}
            role="tab"
            aria-selected={tab.key === active}
            tabIndex={tab.key === active ? 0 : -1}
            className={`profile-tabs__tab${tab.key === active ? ' profile-tabs__tab--active' : ''}`}
            onKeyDown={(event) => {
              onKeyDown(event, index);
            }}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <Outlet />
    </div>
  );
}
