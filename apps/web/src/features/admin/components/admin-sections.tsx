import {
  BarChartOutlined,
  DashboardOutlined,
  FileAddOutlined,
  FilePdfOutlined,
  FormOutlined,
  HistoryOutlined,
  PhoneOutlined,
  PlaySquareOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { AdminType } from '@sabora/contract';
import type { ReactNode } from 'react';
import { messages } from '@/i18n/messages';

const labels = messages.admin.menu;
const opsLabels = messages.ops.menu;

interface AdminSection {
  path: string;
  label: string;
  icon: ReactNode;
  /** Sections only the main admin may open (design: secondary admins are restricted). */
  mainOnly?: boolean;
}

const sections: AdminSection[] = [
  { path: '/admin', label: labels.home, icon: <DashboardOutlined /> },
  { path: '/admin/users', label: opsLabels.users, icon: <TeamOutlined /> },
  { path: '/admin/courses', label: labels.courses, icon: <ReadOutlined /> },
  { path: '/admin/videos', label: labels.videos, icon: <PlaySquareOutlined /> },
  { path: '/admin/pdfs', label: labels.pdfs, icon: <FilePdfOutlined /> },
  { path: '/admin/exams', label: labels.exams, icon: <FormOutlined /> },
  { path: '/admin/exam-form', label: labels.examForm, icon: <FileAddOutlined /> },
  { path: '/admin/bills', label: labels.bills, icon: <WalletOutlined /> },
  { path: '/admin/calls', label: labels.calls, icon: <PhoneOutlined /> },
  { path: '/admin/analytics', label: labels.analytics, icon: <BarChartOutlined />, mainOnly: true },
  {
    path: '/admin/admins',
    label: labels.admins,
    icon: <SafetyCertificateOutlined />,
    mainOnly: true,
  },
  { path: '/admin/admin-form', label: labels.adminForm, icon: <UserAddOutlined />, mainOnly: true },
  { path: '/admin/audit', label: opsLabels.audit, icon: <HistoryOutlined />, mainOnly: true },
];

export function adminSectionsFor(type: AdminType): AdminSection[] {
  return sections.filter((section) => !section.mainOnly || type === 'main');
}
