import { render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdScope } from './antd-scope';

describe('AntdScope', () => {
  // The search button holds only an icon; antd named it "search" for a screen reader.
  it('names a search box’s button in Arabic', () => {
    render(
      <AntdScope>
        <Input.Search aria-label="بحث الطلاب" />
      </AntdScope>,
    );
    expect(screen.getByRole('button', { name: 'دوّر' })).toBeInTheDocument();
  });
});
