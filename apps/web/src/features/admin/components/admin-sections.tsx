import { codesMessages } from '@/i18n/codes-messages';
import {
  BarChartOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileAddOutlined,
  FilePdfOutlined,
  FileSearchOutlined,
  FormOutlined,
  HistoryOutlined,
  PhoneOutlined,
  PlaySquareOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  MobileOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { can, type AdminAction, type AdminType } from '@sabora/contract';
import type { ReactNode } from 'react';
import { adminMessages } from '@/i18n/admin-messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { sectionOf } from '../lib/section-of';

const labels = adminMessages.menu;
const opsLabels = operationsMessages.ops.menu;
const codesLabels = codesMessages.codes.menu;

interface AdminSection {
  path: string;
  label: string;
  icon: ReactNode;
  /**
   * The permission the section's pages need (the contract's table): the menu
   * hides the section and PermittedOutlet guards its addresses by it.
   */
  action?: AdminAction;
}

/** The queue whose menu item carries the count of pending requests. */
export const deviceRequestsPath = '/admin/device-requests';

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
  { path: deviceRequestsPath, label: labels.deviceRequests, icon: <MobileOutlined /> },
  {
    path: '/admin/code-batches',
    label: codesLabels.batches,
    icon: <CreditCardOutlined />,
    action: 'codes.list',
  },
  { path: '/admin/code-lookup', label: codesLabels.lookup, icon: <FileSearchOutlined /> },
  {
    path: '/admin/analytics',
    label: labels.analytics,
    icon: <BarChartOutlined />,
    action: 'analytics.view',
  },
  {
    path: '/admin/admins',
    label: labels.admins,
    icon: <SafetyCertificateOutlined />,
    action: 'admins.manage',
  },
  {
    path: '/admin/admin-form',
    label: labels.adminForm,
    icon: <UserAddOutlined />,
    action: 'admins.manage',
  },
  { path: '/admin/audit', label: opsLabels.audit, icon: <HistoryOutlined />, action: 'audit.view' },
];

export function adminSectionsFor(type: AdminType): AdminSection[] {
  return sections.filter((section) => !section.action || can(type, section.action));
}

/** The permission a page needs: its section's (section-of.ts says which section a page is in). */
export function permissionFor(pathname: string): AdminAction | undefined {
  const section = sectionOf(
    pathname,
    sections.map((item) => item.path),
  );
  return sections.find((item) => item.path === section)?.action;
}
