import { levelLabels, levels } from '@sabora/contract';
import type { Level } from '@sabora/contract';
import { Link } from 'react-router';
import { messages } from '@/i18n/messages';
import { Heading } from './typography';
import './level-buttons.css';

const copy = messages.landing;
const groups: { title: string; levels: Level[] }[] = [
  { title: copy.prepGroup, levels: levels.filter((level) => level.startsWith('prep-')) },
  { title: copy.secGroup, levels: levels.filter((level) => level.startsWith('sec-')) },
];

/** The six levels as links to their courses: on the landing page and on /courses. */
export function LevelButtons({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  // One level below the section's title, so no heading level is skipped.
  const GroupTitle = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className="landing-section" aria-labelledby="levels-title">
      <Heading level={headingLevel} id="levels-title" className="landing-section__title">
        {copy.levelsTitle}
      </Heading>
      <p className="landing-section__subtitle">{copy.levelsSubtitle}</p>
      <div className="level-groups">
        {groups.map((group) => (
          <div key={group.title} className="level-group">
            <GroupTitle className="level-group__title">{group.title}</GroupTitle>
            <div className="level-group__buttons">
              {group.levels.map((level) => (
                <Link key={level} to={`/courses?level=${level}`} className="level-button">
                  {levelLabels[level]}
                </Link>
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
