import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/use-page-title';
import './admin-page.css';

interface AdminPageProps {
  title: string;
  /** Buttons beside the title ("كورس جديد"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an admin screen: title, actions, content. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <Typography.Title level={2} className="admin-page__title">
          {/* A title may be a student's or a course's name that starts in Latin letters or a sign. */}
          <bdi>{title}</bdi>
        </Typography.Title>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/**
 * The card a table sits in. The table scrolls sideways inside it on a phone;
 * the page itself never does.
 */
export function AdminTableCard({
  toolbar,
  children,
}: {
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="admin-table-card" size="small">
      {toolbar && <div className="admin-table-card__toolbar">{toolbar}</div>}
      {children}
    </Card>
  );
}
