import {
  CustomerServiceOutlined,
  FieldTimeOutlined,
  FilePdfOutlined,
  HomeOutlined,
  PlayCircleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Heading } from '@/components/typography';
import { messages } from '@/i18n/messages';
import './feature-cards.css';

type FeatureKey = (typeof messages.landing.features)[number]['key'];

const icons: Record<FeatureKey, ReactNode> = {
  videos: <PlayCircleOutlined />,
  pdfs: <FilePdfOutlined />,
  exams: <FieldTimeOutlined />,
  parents: <TeamOutlined />,
  support: <CustomerServiceOutlined />,
  center: <HomeOutlined />,
};

export function FeatureCards() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <Heading level={2} id="features-title" className="landing-section__title">
        {messages.landing.featuresTitle}
      </Heading>
      <ul className="feature-grid">
        {messages.landing.features.map((feature) => (
          <li key={feature.key} className="feature-card">
            <span className="feature-card__icon">{icons[feature.key]}</span>
            <h3 className="feature-card__title">{feature.title}</h3>
            <p className="feature-card__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
