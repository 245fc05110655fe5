import { ArrowLeftOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { ButtonLink } from '@/components/button-link';
import { messages } from '@/i18n/messages';

const copy = messages.landing;

export function Hero({ isAdmin }: { isAdmin: boolean }) {
  return (
    <section className="hero" data-testid="landing-hero">
      <div className="hero__inner">
        <span className="hero__eyebrow">{copy.eyebrow}</span>
        <Typography.Title level={1} className="hero__title">
          {copy.headline}
        </Typography.Title>
        <p className="hero__text">{copy.subheadline}</p>
        <Space wrap size="middle" className="hero__actions">
          {isAdmin ? (
            <ButtonLink
              to="/admin"
              type="primary"
              size="large"
              icon={<ArrowLeftOutlined />}
              iconPlacement="end"
            >
              {copy.adminCta}
            </ButtonLink>
          ) : (
            <ButtonLink
              to="/register"
              type="primary"
              size="large"
              icon={<ArrowLeftOutlined />}
              iconPlacement="end"
            >
              {copy.registerCta}
            </ButtonLink>
          )}
          <ButtonLink to="/courses" size="large" ghost>
            {copy.coursesCta}
          </ButtonLink>
        </Space>
      </div>
      <div className="hero__board" aria-hidden="true">
        <span lang="de">Guten Tag!</span>
        <span lang="de">Ich lerne Deutsch.</span>
        <span className="hero__board-line" />
      </div>
    </section>
  );
}
