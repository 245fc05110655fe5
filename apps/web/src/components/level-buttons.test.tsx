import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/test/test-utils';
import { messages } from '@/i18n/messages';
import { LevelButtons } from './level-buttons';

const levelsOf = () =>
  screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);

describe('LevelButtons', () => {
  // On /courses its title is the page's h1: the groups come one level below, none skipped.
  it.each([
    [1, 'H1', 'H2'],
    [2, 'H2', 'H3'],
  ] as const)(
    'under a title of level %i, titles the groups one level below',
    (level, title, group) => {
      render(
        <MemoryRouter>
          <LevelButtons headingLevel={level} />
        </MemoryRouter>,
      );
      expect(levelsOf()).toEqual([
        [title, messages.landing.levelsTitle],
        [group, messages.landing.prepGroup],
        [group, messages.landing.secGroup],
      ]);
    },
  );
});
