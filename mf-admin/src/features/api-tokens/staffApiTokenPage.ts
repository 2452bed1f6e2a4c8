import { useState } from 'react';
import {
  STAFF_API_TOKEN_PAGE_SIZE,
  type StaffApiTokenFilter,
  type StaffApiTokensQuery,
  type StaffApiTokensResponse,
} from '@refnet/contracts/api-tokens';
import { fetchStaffApiTokens } from '@refnet/shared-ui/admin';
import { serverQuery, useServerData, type Loaded } from '@refnet/shared-ui/data';
import { pageCount } from '@refnet/shared-ui/display';

type Cursor = Omit<StaffApiTokensQuery, 'filter'>;

const staffApiTokensQuery = (filter: StaffApiTokenFilter, cursor: Cursor) =>
  serverQuery(['/staff/api-tokens/', filter, cursor], (options) =>
    fetchStaffApiTokens({ filter, ...cursor }, options),
  );

interface Position {
  filter: StaffApiTokenFilter;
  /** 1-based. */
  page: number;
  cursor: Cursor;
}

const firstPage = (filter: StaffApiTokenFilter): Position => ({ filter, page: 1, cursor: {} });

/** Where page `target` starts, moving from the page shown (the pager's Start, Previous, Next and End). */
function cursorFor(from: Position, shown: StaffApiTokensResponse | null, target: number): Cursor {
  if (target <= 1 || !shown) return {};
  const first = shown.tokens[0];
  const last = shown.tokens.at(-1);
  if (target === from.page + 1 && last) return { after: last.id };
  if (target === from.page - 1 && first) return { before: first.id };
  if (target >= pageCount(shown.total, STAFF_API_TOKEN_PAGE_SIZE)) return { at: 'end' };
  return {};
}

export interface StaffApiTokenPage {
  loaded: Loaded<StaffApiTokensResponse>;
  page: number;
  goTo: (page: number) => void;
}

/**
 * The page of the staff list on screen, read a keyset page at a time. A revocation makes it stale like any
 * write, so it is read again in place; a page that its revocations emptied goes back to the first.
 */
export function useStaffApiTokenPage(filter: StaffApiTokenFilter): StaffApiTokenPage {
  const [position, setPosition] = useState<Position>(() => firstPage(filter));
  const current = position.filter === filter ? position : firstPage(filter);
  const { loaded } = useServerData(staffApiTokensQuery(filter, current.cursor));
  const shown = loaded.status === 'ready' ? loaded.data : null;

  // Adjusted while rendering (React's pattern for state that follows what was read), not in an effect.
  const emptied = shown !== null && shown.tokens.length === 0 && shown.total > 0 && current.page > 1;
  if (emptied) setPosition(firstPage(filter));

  return {
    loaded,
    page: current.page,
    goTo: (page) => setPosition({ filter, page, cursor: cursorFor(current, shown, page) }),
  };
}
