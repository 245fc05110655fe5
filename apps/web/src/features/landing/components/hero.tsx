import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/link-button';
import { Heading } from '@/components/typography';
import { messages } from '@/i18n/messages';
import './hero.css';

const copy = messages.landing;

export function Hero({ isAdmin }: { isAdmin: boolean }) {
  return (
    <section className="hero" data-testid="landing-hero">
      <div className="hero__inner">
        <span className="hero__eyebrow">{copy.eyebrow}</span>
        <Heading level={1} className="hero__title">
          {copy.headline}
        </Heading>
        <p className="hero__text">{copy.subheadline}</p>
        <div className="hero__actions">
          {isAdmin ? (
            <LinkButton to="/admin" primary large iconEnd={<ArrowLeftOutlined />}>
              {copy.adminCta}
            </LinkButton>
          ) : (
            <LinkButton to="/register" primary large iconEnd={<ArrowLeftOutlined />}>
              {copy.registerCta}
            </LinkButton>
          )}
          <LinkButton to="/courses" large ghost>
            {copy.coursesCta}
          </LinkButton>
        </div>
      </div>
      <div className="hero__board" aria-hidden="true">
        <span lang="de">Guten Tag!</span>
        <span lang="de">Ich lerne Deutsch.</span>
        <span className="hero__board-line" />
      </div>
    </section>
  );
}
