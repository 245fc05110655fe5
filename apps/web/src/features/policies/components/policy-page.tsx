import { Typography } from 'antd';
import { usePageTitle } from '@/components/use-page-title';
import { messages } from '@/i18n/messages';

type PolicyKey = keyof typeof messages.policies;

export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const page = messages.policies[policy];
  usePageTitle(page.title);
  return (
    <article className="policy-page">
      <Typography.Title level={1} className="policy-page__title">
        {page.title}
      </Typography.Title>
      <Typography.Paragraph className="policy-page__intro">{page.intro}</Typography.Paragraph>
      {page.sections.map((section) => (
        <section key={section.title} className="policy-page__section">
          <Typography.Title level={2}>{section.title}</Typography.Title>
          {section.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}
