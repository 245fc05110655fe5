import { usePageTitle } from '@/components/use-page-title';
import { Heading, Paragraph } from '@/components/typography';
import { policiesMessages } from '@/i18n/policies-messages';
import './policy-page.css';

type PolicyKey = keyof typeof policiesMessages;

export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const page = policiesMessages[policy];
  usePageTitle(page.title);
  return (
    <article className="policy-page">
      <Heading level={1} className="policy-page__title">
        {page.title}
      </Heading>
      <Paragraph className="policy-page__intro">{page.intro}</Paragraph>
      {page.sections.map((section) => (
        <section key={section.title} className="policy-page__section">
          <Heading level={2}>{section.title}</Heading>
          {section.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}
