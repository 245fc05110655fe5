import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatsMoment } from './stats-moment';

// 08:02 UTC is 10:02 on Cairo's wall clock in November.
const asOf = Date.UTC(2026, 10, 25, 8, 2, 40);

describe('the statistics screen’s moment line', () => {
  it('says when provisional figures stood, on Cairo’s clock', () => {
    render(<StatsMoment stats={{ asOf, provisional: true }} />);
    expect(screen.getByRole('status').textContent).toBe(
      'الأرقام دي لحد الساعة 10:02\u00a0ص — النتايج لسه بتوصل، والأرقام بتتحدث كل شوية لوحدها',
    );
  });

  it('says nothing when the figures are those of this instant', () => {
    const { container } = render(<StatsMoment stats={{ asOf, provisional: false }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says nothing to a server that sends no moment', () => {
    const { container } = render(<StatsMoment stats={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
