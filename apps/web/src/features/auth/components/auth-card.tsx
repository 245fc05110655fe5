import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/use-page-title';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={2} className="auth-card__title">
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="auth-card__subtitle">
          {subtitle}
        </Typography.Paragraph>
        {children}
        <div className="auth-card__footer">{footer}</div>
      </Card>
    </div>
  );
}
