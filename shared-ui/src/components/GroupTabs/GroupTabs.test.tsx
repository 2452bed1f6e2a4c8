import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupTabs } from './GroupTabs';

const GROUPS = [
  { key: 'added', label: 'Added' },
  { key: 'received', label: 'Received' },
] as const;

type Key = (typeof GROUPS)[number]['key'];

function setNarrow(narrow: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: narrow && query === '(max-width: 768px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function renderTabs(onChange: (key: Key) => void, activeKey: Key = 'added') {
  render(
    <GroupTabs groups={GROUPS} activeKey={activeKey} onChange={onChange} selectLabel="Select patient group">
      <p>Content of {activeKey}</p>
    </GroupTabs>,
  );
}

describe('GroupTabs', () => {
  it('shows tabs on wide screens, the active one with the content', async () => {
    setNarrow(false);
    const onChange = jest.fn();
    renderTabs(onChange);
    expect(screen.getByRole('tab', { name: 'Added' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Content of added')).toBeInTheDocument();
    expect(screen.queryByLabelText('Select patient group')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Received' }));
    expect(onChange).toHaveBeenCalledWith('received');
  });

  it('shows a labelled dropdown instead on narrow screens', async () => {
    setNarrow(true);
    const onChange = jest.fn();
    renderTabs(onChange);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByText('Content of added')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Select patient group'));
    const options = await screen.findAllByTitle('Received');
    await userEvent.click(options[options.length - 1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('received', expect.anything());
  });
});
