import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { dayjs } from '@/lib/dayjs-arabic';
import '@/test/test-utils';
import { DateTimeField } from './date-time-field';

function renderInForm(onChange = vi.fn()) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <DateTimeField onChange={onChange} />
      <button type="submit">حفظ</button>
    </form>,
  );
  return {
    onSubmit,
    onChange,
    input: screen.getByPlaceholderText(messages.common.dateTimePlaceholder),
  };
}

describe('DateTimeField', () => {
  it('confirms a typed date on Enter without submitting the form around it', async () => {
    const { onSubmit, onChange, input } = renderInForm();
    await userEvent.type(input, '24/11/2026 - 11:30 م{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith(dayjs('2026-11-24T23:30').valueOf());
  });

  it('takes a date typed without the dash when the field is left', async () => {
    const { onChange, input } = renderInForm();
    await userEvent.type(input, '24/11/2026 11:30 م');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(dayjs('2026-11-24T23:30').valueOf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // An outsider's walk: "01/12/2026 15:30" was refused as no date.
  it('takes a time typed on the 24-hour clock when the field is left', async () => {
    const { onChange, input } = renderInForm();
    await userEvent.type(input, '01/12/2026 15:30');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(dayjs('2026-12-01T15:30').valueOf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so under the field when the typed text is not a date', async () => {
    const { onChange, input } = renderInForm();
    await userEvent.type(input, 'بكرة الصبح');
    fireEvent.blur(input);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.unreadableDate);
    expect(onChange).not.toHaveBeenCalledWith(expect.any(Number));
  });

  // An e2e flake under load: a time cell the pointer passed over (the page scrolled under it)
  // filled the input with its preview, and leaving the field saved "10:10" for "10:00".
  it('does not save the preview of a cell the pointer is over when the field is left', async () => {
    const onChange = vi.fn();
    render(<DateTimeField onChange={onChange} defaultTime={{ hour: 10, minute: 0 }} />);
    const input = screen.getByPlaceholderText(messages.common.dateTimePlaceholder);
    await userEvent.click(input);
    const minutes = document.querySelectorAll('.ant-picker-time-panel-column')[1]!;
    const ten = [...minutes.querySelectorAll('li')].find((cell) => cell.textContent === '10')!;
    fireEvent.mouseEnter(ten);
    expect((input as HTMLInputElement).value).toMatch(/10:10/);
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
  });
});
