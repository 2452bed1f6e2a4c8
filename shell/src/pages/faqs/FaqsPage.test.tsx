import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqsPage } from './FaqsPage';

describe('FaqsPage', () => {
  it('lists the six questions, all closed', () => {
    render(<FaqsPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.map((question) => question.textContent)).toEqual([
      'What is RefNet?',
      'How do I sign up?',
      'How do I find a specialist?',
      'Where can I see my patients?',
      'Where can I see my referrals?',
      'What are open referrals?',
    ]);
  });

  it('expands a question to its answer, naming the groups', async () => {
    const user = userEvent.setup();
    render(<FaqsPage />);
    await user.click(screen.getByRole('button', { name: 'Where can I see my patients?' }));
    expect(screen.getByRole('button', { name: 'Where can I see my patients?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/Added \(not referred\)/)).toBeVisible();
    expect(screen.getByText(/^Referred:/)).toBeVisible();
    expect(screen.getByText(/^Accepted:/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Where can I see my referrals?' }));
    for (const group of [/^Received:/, /^Accepted: referrals you/, /^Sent:/, /^Open:/]) {
      expect(screen.getByText(group)).toBeVisible();
    }
  });

  it('expands every question', async () => {
    const user = userEvent.setup();
    render(<FaqsPage />);
    for (const question of screen.getAllByRole('button', { expanded: false })) await user.click(question);
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(6);
  });
});
