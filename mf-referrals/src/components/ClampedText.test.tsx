import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClampedText } from './ClampedText';

describe('ClampedText', () => {
  it('offers Read More for long text and Read Less once open', async () => {
    render(<ClampedText text={'A long reason. '.repeat(40)} />);
    const more = screen.getByRole('button', { name: 'Read More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('offers Read More for text of more than four lines', () => {
    render(<ClampedText text={'one\ntwo\nthree\nfour\nfive'} />);
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('offers nothing for short text that fits', () => {
    render(<ClampedText text="Please assess." />);
    expect(screen.getByText('Please assess.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
