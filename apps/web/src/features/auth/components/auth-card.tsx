import type { ReactNode } from 'react';
import { Panel } from '@/components/panel';
import { usePageTitle } from '@/components/use-page-title';
import { Heading, Paragraph } from '@/components/typography';
import './auth-card.css';

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
      <Panel className="auth-card">
        <Heading level={1} drawnAs={2} className="auth-card__title">
          {title}
        </Heading>
        <Paragraph secondary className="auth-card__subtitle">
          {subtitle}
        </Paragraph>
        {children}
        <div className="auth-card__footer">{footer}</div>
      </Panel>
    </div>
  );
}
