import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortToggle } from './SortToggle';

describe('SortToggle', () => {
  it('offers the other order and asks for it', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<SortToggle order="newest" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set oldest first' }));
    expect(onChange).toHaveBeenLastCalledWith('oldest');
    rerender(<SortToggle order="oldest" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set newest first' }));
    expect(onChange).toHaveBeenLastCalledWith('newest');
  });
});
