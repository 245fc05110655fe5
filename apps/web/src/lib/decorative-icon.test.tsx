import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DecorativeIcon from './decorative-icon';

describe('DecorativeIcon', () => {
  // antd names the icon with its file name: a screen reader read "search" inside Arabic buttons.
  it('hides an icon without a name from screen readers, with no English name left', () => {
    const { container } = render(<DecorativeIcon icon={SearchOutlinedSvg} />);
    const icon = container.querySelector('.anticon-search');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).not.toHaveAttribute('aria-label');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps an icon that is given a name', () => {
    render(<DecorativeIcon icon={SearchOutlinedSvg} aria-label="بحث" />);
    expect(screen.getByRole('img', { name: 'بحث' })).not.toHaveAttribute('aria-hidden');
  });
});
