import { fireEvent, render, screen } from '@testing-library/react';
import { SCROLL_CUE_TEXT, ScrollableTable } from './ScrollableTable';

interface Row {
  id: number;
  email: string;
}

const COLUMNS = [
  { title: 'ID', key: 'id', dataIndex: 'id' },
  { title: 'Email', key: 'email', dataIndex: 'email' },
];
const ROWS: Row[] = [{ id: 1, email: 'clinician@refnet.example' }];

/** jsdom lays nothing out: the table's scrolling area reports the widths a 390 px phone would. */
function layOut({ contentWidth, visibleWidth }: { contentWidth: number; visibleWidth: number }) {
  let scrollLeft = 0;
  jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => visibleWidth);
  jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
  return {
    scrollTo(left: number) {
      scrollLeft = left;
      fireEvent.scroll(screen.getByRole('region'));
    },
  };
}

afterEach(() => jest.restoreAllMocks());

const renderTable = () =>
  render(<ScrollableTable<Row> aria-label="Users" columns={COLUMNS} dataSource={ROWS} rowKey="id" />);
const shadow = (edge: 'start' | 'end') => document.querySelector(`[data-scroll-shadow="${edge}"]`);

describe('ScrollableTable', () => {
  it('shows no cue when the table fits', () => {
    layOut({ contentWidth: 600, visibleWidth: 600 });
    renderTable();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(SCROLL_CUE_TEXT)).not.toBeInTheDocument();
    expect(shadow('start')).toBeNull();
    expect(shadow('end')).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says the table scrolls, shades the hidden edge and lets the keyboard reach the scrolling area', () => {
    layOut({ contentWidth: 700, visibleWidth: 326 });
    renderTable();
    expect(screen.getByText(SCROLL_CUE_TEXT)).toBeVisible();
    expect(shadow('end')).toBeInTheDocument();
    expect(shadow('start')).toBeNull();
    const region = screen.getByRole('region', { name: `Users (${SCROLL_CUE_TEXT.toLowerCase()})` });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('moves the shadow to the side still hidden as the table is scrolled', () => {
    const viewport = layOut({ contentWidth: 700, visibleWidth: 326 });
    renderTable();
    viewport.scrollTo(374);
    expect(shadow('start')).toBeInTheDocument();
    expect(shadow('end')).toBeNull();
    viewport.scrollTo(100);
    expect(shadow('start')).toBeInTheDocument();
    expect(shadow('end')).toBeInTheDocument();
  });
});
