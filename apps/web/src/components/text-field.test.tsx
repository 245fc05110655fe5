import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { TextField } from './text-field';

function PasswordField({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="كلمة السر"
      hint="أرقام بس"
      password
      value={value}
      error={error}
      onChange={setValue}
    />
  );
}

describe('TextField', () => {
  it('labels the input and describes it with its error and hint', () => {
    render(<PasswordField error="كلمة السر مطلوبة" />);
    const input = screen.getByLabelText('كلمة السر');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('كلمة السر مطلوبة أرقام بس');
    expect(screen.getByRole('alert')).toHaveTextContent('كلمة السر مطلوبة');
  });

  it('shows what was typed when the toggle is pressed', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);
    const input = screen.getByLabelText('كلمة السر');
    await user.type(input, '1234');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).not.toHaveAttribute('aria-invalid');

    const toggle = screen.getByRole('button', { name: messages.auth.showPassword });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('1234');
  });
});
