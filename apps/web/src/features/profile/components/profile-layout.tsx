import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Heading } from '@/components/typography';
import { messages } from '@/i18n/messages';
import './profile-layout.css';

const tabs = [
  { key: '/profile', label: messages.pages.profile },
  { key: '/profile/exams-results', label: messages.pages.examsResults },
  { key: '/profile/my-courses', label: messages.pages.myCourses },
];

export function ProfileLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.findLast((tab) => pathname.startsWith(tab.key))?.key ?? '/profile';

  return (
    <div className="profile-layout">
      <Heading level={2}>{messages.profile.title}</Heading>
      <Tabs activeKey={active} items={tabs} onChange={(key) => void navigate(key)} />
      <Outlet />
    </div>
  );
}
