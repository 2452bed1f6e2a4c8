import { useState } from 'react';
import { ANALYTICS_MAX_SIZE } from '@refnet/contracts/referrals';
import { Button } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { LoadFailed, LoadingState, Modal, Tabs } from '@refnet/shared-ui/display';
import { analyticsQuery } from './analyticsQuery';
import { ANALYTICS_TEXTS } from './analyticsTexts';
import { ClinicianColumns } from './ClinicianColumns';
import { rowsFromEntries, rowsFromFavourites, type ClinicianRow } from './clinicianRows';

/** The modal's content: every clinician the API gives, loaded when the modal opens. */
function AllClinicians() {
  const { loaded } = useServerData(analyticsQuery(ANALYTICS_MAX_SIZE));
  if (loaded.status === 'loading') return <LoadingState text={ANALYTICS_TEXTS.loading} />;
  if (loaded.status === 'error')
    return <LoadFailed text={ANALYTICS_TEXTS.loadFailed} onRetry={loaded.retry} />;
  const { favouriteClinicians, topReferralsFrom, topReferredTo } = loaded.data;
  const tab = (key: string, label: string, rows: ClinicianRow[], emptyText: string) => ({
    key,
    label,
    children: <ClinicianColumns rows={rows} emptyText={emptyText} label={label} />,
  });
  return (
    <Tabs
      items={[
        tab(
          'favourites',
          ANALYTICS_TEXTS.favouritesTitle,
          rowsFromFavourites(favouriteClinicians),
          ANALYTICS_TEXTS.favouritesEmpty,
        ),
        tab(
          'received',
          ANALYTICS_TEXTS.topReceivedTitle,
          rowsFromEntries(topReferralsFrom),
          ANALYTICS_TEXTS.topEmpty,
        ),
        tab('sent', ANALYTICS_TEXTS.topSentTitle, rowsFromEntries(topReferredTo), ANALYTICS_TEXTS.topEmpty),
      ]}
    />
  );
}

/** SPEC §2.6 "See all clinicians": a modal with the favourites and both top lists in full. */
export function AllCliniciansButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{ANALYTICS_TEXTS.seeAll}</Button>
      <Modal
        open={open}
        title={ANALYTICS_TEXTS.allTitle}
        width={800}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close}>
            Close
          </Button>
        }
      >
        {open && <AllClinicians />}
      </Modal>
    </>
  );
}
