import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthCard } from './auth-card';

describe('the sign-in and sign-up card', () => {
  // Issue 18: every student page names itself with one h1.
  it('titles the page with its one h1, drawn as the h2 it was', () => {
    render(
      <AuthCard title="حساب جديد" subtitle="سجل بياناتك" footer={null}>
        <form />
      </AuthCard>,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings).toEqual([screen.getByRole('heading', { level: 1, name: 'حساب جديد' })]);
    expect(headings[0]).toHaveClass('heading--2');
  });
});
