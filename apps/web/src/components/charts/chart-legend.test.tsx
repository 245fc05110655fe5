import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartLegend } from './chart-legend';

describe('ChartLegend', () => {
  it('names each colour by its Arabic label alone, the swatch silent', () => {
    render(
      <ChartLegend
        payload={[
          { value: 'صح', color: '#1d6b57' },
          { value: 'غلط', color: '#c0392b' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['صح', 'غلط']);
    expect(document.querySelector('[aria-label]')).toBeNull();
    for (const swatch of document.querySelectorAll('.chart-legend__swatch')) {
      expect(swatch).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
