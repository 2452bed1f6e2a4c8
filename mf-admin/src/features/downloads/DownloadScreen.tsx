import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_DOWNLOADS, type AdminDownloadKind } from '@refnet/contracts/admin';
import { PageContainer, PageHeading, showGlobalMessage, type ScreenProps } from '@refnet/shared-ui';
import { downloadAdminList } from '@refnet/shared-ui/admin';
import { LoadingState } from '@refnet/shared-ui/display';
import { cameFromAdminList } from '../../components/downloadNavigation';
import { downloadKindOf } from './downloadKinds';

export const PREPARING_DOWNLOAD_TEXT = 'Preparing the spreadsheet...';
export const DOWNLOAD_FAILED_TEXT = 'The spreadsheet could not be downloaded. Please try again.';

/** Saves the spreadsheet, then goes back; an unknown route (none in ROUTES) renders nothing. */
export function DownloadScreen({ route }: ScreenProps) {
  const kind = downloadKindOf(route.path);
  return kind ? <Download kind={kind} title={route.title} /> : null;
}

/**
 * /admin/*-list-download (SPEC §2.3, §7.1): downloads the list, then returns to the page the user came
 * from — back through history after a Download button (the list keeps its tab), otherwise to the list
 * itself, replacing this entry so Back does not download again.
 */
function Download({ kind, title }: { kind: AdminDownloadKind; title: string }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const returnToList = useEffectEvent(() => {
    if (cameFromAdminList(state)) void navigate(-1);
    else void navigate(ADMIN_DOWNLOADS[kind].returnTo, { replace: true });
  });

  // Once per visit: going back changes the location, which must not start a second download.
  useEffect(() => {
    let active = true;
    downloadAdminList(kind)
      .catch((error: unknown) => {
        // SPEC §8: a failed download is only logged; the calm message tells the user to try again.
        console.error(error);
        showGlobalMessage({ variant: 'danger', message: DOWNLOAD_FAILED_TEXT });
      })
      .finally(() => {
        // Left meanwhile (another link): the file is still saved, but nothing moves the user.
        if (active) returnToList();
      });
    return () => {
      active = false;
    };
  }, [kind]);

  return (
    <PageContainer>
      <PageHeading title={title} />
      <LoadingState text={PREPARING_DOWNLOAD_TEXT} />
    </PageContainer>
  );
}
