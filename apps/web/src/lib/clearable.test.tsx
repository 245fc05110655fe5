import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Select } from 'antd';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { clearable } from './clearable';

describe('clearable', () => {
  it('names an input’s × button in Arabic', async () => {
    render(<Input allowClear={clearable} aria-label="بحث" />);
    await userEvent.type(screen.getByLabelText('بحث'), 'سلمى');
    expect(screen.getByRole('button', { name: messages.common.clearField })).toBeInTheDocument();
  });

  it('names a select’s × in Arabic, not rc-select’s "Clear"', () => {
    render(<Select allowClear={clearable} value="a" options={[{ value: 'a', label: 'أ' }]} />);
    const clear = document.querySelector('.ant-select-clear');
    expect(clear).toHaveAttribute('aria-label', messages.common.clearField);
  });
});
