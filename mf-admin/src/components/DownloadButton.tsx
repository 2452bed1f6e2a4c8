import { useNavigate } from 'react-router-dom';
import { ADMIN_DOWNLOADS, type AdminDownloadKind } from '@refnet/contracts/admin';
import { Button } from '@refnet/shared-ui';
import { FROM_ADMIN_LIST } from './downloadNavigation';

/**
 * "Download Users List" and the like: opens the download route (SPEC §2.3), which saves the spreadsheet and
 * comes back here. The visit is marked as coming from this list, so the route can go back to it (with its
 * tab) instead of to the list's default.
 */
export function DownloadButton({ kind }: { kind: AdminDownloadKind }) {
  const navigate = useNavigate();
  const { route, button } = ADMIN_DOWNLOADS[kind];
  return <Button onClick={() => void navigate(route, { state: FROM_ADMIN_LIST })}>{button}</Button>;
}
