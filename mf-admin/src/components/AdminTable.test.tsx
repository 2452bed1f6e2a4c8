import { fireEvent, render, screen, within } from '@testing-library/react';
import { RefnetProviders } from '@refnet/shared-ui';
import { SCROLL_CUE_TEXT, type TableColumnsType } from '@refnet/shared-ui/tables';
import { AdminTable } from './AdminTable';
import { emailColumn, idColumn } from './columns';

interface UserRow {
  id: number;
  email: string;
}

const COLUMNS: TableColumnsType<UserRow> = [idColumn(), emailColumn((row) => row.email)];
const ROWS: UserRow[] = [
  { id: 1, email: 'clinician@refnet.example' },
  { id: 2, email: 'orthopaedics@refnet.example' },
];

/** jsdom lays nothing out: the table's scrolling area reports the widths of a table on a phone. */
function tableWiderThanScreen(contentWidth: number, visibleWidth: number) {
  let scrollLeft = 0;
  jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => visibleWidth);
  jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
  return (left: number) => {
    scrollLeft = left;
    fireEvent.scroll(screen.getByRole('region'));
  };
}

afterEach(() => jest.restoreAllMocks());

function renderUsers() {
  render(
    <RefnetProviders>
      <AdminTable label="Users: Users" columns={COLUMNS} rows={ROWS} emptyText="No users to display" />
    </RefnetProviders>,
  );
}

describe('AdminTable on a phone', () => {
  it('tells the reader to scroll sideways when its columns are wider than the screen', () => {
    const scrollTo = tableWiderThanScreen(735, 326);
    renderUsers();
    expect(screen.getByText(SCROLL_CUE_TEXT)).toBeVisible();
    const region = screen.getByRole('region', { name: /^Users: Users/ });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Users: Users' })).toBeInTheDocument();
    scrollTo(735 - 326);
    expect(screen.getByText(SCROLL_CUE_TEXT)).toBeVisible();
  });

  it('says nothing about scrolling when the table fits', () => {
    tableWiderThanScreen(1100, 1100);
    renderUsers();
    expect(screen.getByRole('table', { name: 'Users: Users' })).toBeInTheDocument();
    expect(screen.queryByText(SCROLL_CUE_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
