import { levelLabels, levels } from '@sabora/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/test/test-utils';
import { adminMessages } from '@/i18n/admin-messages';
import { CourseForm } from './course-form';

describe('CourseForm', () => {
  it('refuses a negative price on the field instead of turning it into a free course', async () => {
    const onSubmit = vi.fn();
    render(<CourseForm submitting={false} onSubmit={onSubmit} />);
    const price = screen.getByLabelText(adminMessages.content.fields.price);
    await userEvent.type(price, '-50');
    await userEvent.tab();
    expect(await screen.findByText('السعر مينفعش يكون بالسالب')).toBeInTheDocument();
    // The typed number stays: nothing silently makes it 0.
    expect(price).toHaveValue('-50');
    await userEvent.click(screen.getByTestId('course-save'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends one course when Save is double-clicked before the pending state renders', async () => {
    const onSubmit = vi.fn();
    render(<CourseForm submitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(adminMessages.content.fields.courseTitle), 'كورس');
    await userEvent.type(screen.getByLabelText(adminMessages.content.fields.description), 'وصف');
    await userEvent.type(screen.getByLabelText(adminMessages.content.fields.price), '100');
    await userEvent.click(
      screen.getByRole('combobox', { name: adminMessages.content.fields.level }),
    );
    await userEvent.click(await screen.findByTitle(levelLabels[levels[0]]));
    await userEvent.dblClick(screen.getByTestId('course-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  describe('access days', () => {
    const fields = adminMessages.content.fields;
    async function fillRequired() {
      await userEvent.type(screen.getByLabelText(fields.courseTitle), 'كورس');
      await userEvent.type(screen.getByLabelText(fields.price), '100');
      await userEvent.click(screen.getByRole('combobox', { name: fields.level }));
      await userEvent.click(await screen.findByTitle(levelLabels[levels[0]]));
    }

    it('sends the days typed, in Arabic digits too', async () => {
      const onSubmit = vi.fn();
      render(<CourseForm submitting={false} onSubmit={onSubmit} />);
      await fillRequired();
      await userEvent.type(screen.getByLabelText(fields.accessDays), '٣٠');
      await userEvent.click(screen.getByTestId('course-save'));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ accessDays: 30 });
    });

    it('sends null, for good, when left empty', async () => {
      const onSubmit = vi.fn();
      render(<CourseForm submitting={false} onSubmit={onSubmit} />);
      await fillRequired();
      await userEvent.click(screen.getByTestId('course-save'));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ accessDays: null });
    });

    it('refuses zero days on the field', async () => {
      const onSubmit = vi.fn();
      render(<CourseForm submitting={false} onSubmit={onSubmit} />);
      await fillRequired();
      await userEvent.type(screen.getByLabelText(fields.accessDays), '0');
      await userEvent.tab();
      expect(await screen.findByText('مدة الاشتراك لازم تكون يوم أو أكتر')).toBeInTheDocument();
      await userEvent.click(screen.getByTestId('course-save'));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});
