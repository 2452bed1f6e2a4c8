import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageCount, pageOf, Pager } from './Pager';

const rows = Array.from({ length: 60 }, (_, index) => index + 1);

describe('pageOf and pageCount', () => {
  it('cut 25 rows a page', () => {
    expect(pageOf(rows, 1)).toEqual(rows.slice(0, 25));
    expect(pageOf(rows, 3)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(pageCount(60)).toBe(3);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(0)).toBe(1);
  });
});

describe('Pager', () => {
  it('is absent with 25 rows and present with 26', () => {
    const { rerender } = render(<Pager page={1} total={25} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    rerender(<Pager page={1} total={26} onChange={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Displaying 1 to 25 of 26')).toBeInTheDocument();
  });

  it('disables going back on the first page and forward on the last', () => {
    const { rerender } = render(<Pager page={1} total={60} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={3} total={60} onChange={() => undefined} />);
    expect(screen.getByText('Displaying 51 to 60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End' })).toBeDisabled();
  });

  it.each([
    ['Start', 1],
    ['Previous', 1],
    ['Next', 3],
    ['End', 3],
  ])('%s asks for page %d', async (button, expected) => {
    const onChange = jest.fn();
    render(<Pager page={2} total={60} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(onChange).toHaveBeenCalledWith(expected);
  });
});
