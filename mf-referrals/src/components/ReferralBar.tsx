import { lazy, Suspense, useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { Referral } from '@refnet/contracts/referrals';
import { Button, DownOutlined, Flex, refnetColours, useIsNarrow, Typography } from '@refnet/shared-ui';
import { LoadingState } from '@refnet/shared-ui/display';
import { DownloadFhirButton } from './DownloadFhirButton';
import { PatientDetail } from './PatientDetail';
import { randomPatientPlaceholders } from './patientPlaceholders';
import { patientView } from './patientView';
import { ReferralActions } from './ReferralActions';
import { actionsFor } from './referralTransitions';
import { ReferralCounterpart, type Counterpart } from './ReferralCounterpart';
import { ReferralDetails } from './ReferralDetails';
import { narrowReferralGridRow, referralGridRow } from './referralGrid';
import { useReferralAction } from './useReferralAction';

// The Conversation and its files load when a referral is first opened, not with the list.
const ReferralConversation = lazy(() =>
  import('./ReferralConversation').then((module) => ({ default: module.ReferralConversation })),
);
const CONVERSATION_LOADING_TEXT = 'Loading the conversation...';

export const SHOW_DETAILS_TEXT = 'Show details';
export const HIDE_DETAILS_TEXT = 'Hide details';

export interface ReferralBarProps {
  referral: Referral;
  /** Referrals Received name the referrer; Referrals Made the target clinician. */
  counterpart: Counterpart;
  counterpartTitle: string;
  canManage: boolean;
  /** Fetches the list again after the referral changed. */
  refreshList: () => Promise<void>;
}

/** A click on the row's own link or button does its own job; anywhere else opens or closes the bar. */
const isOnControl = (event: MouseEvent) => (event.target as HTMLElement).closest('a, button') !== null;

function Cell({ label, narrow, children }: { label: string; narrow: boolean; children: ReactNode }) {
  return (
    <div role="cell" style={{ minWidth: 0, overflowWrap: 'break-word' }}>
      {narrow && <Typography.Text type="secondary">{label}: </Typography.Text>}
      {children}
    </div>
  );
}

/** One referral (SPEC §2.9): a row of patient, DOB, sex and the other clinician that opens to its details. */
export function ReferralBar({
  referral,
  counterpart,
  counterpartTitle,
  canManage,
  refreshList,
}: ReferralBarProps) {
  const detailsId = useId();
  const narrow = useIsNarrow();
  const [expanded, setExpanded] = useState(false);
  const [placeholders] = useState(randomPatientPlaceholders);
  const patient = patientView(referral);
  const { running, run } = useReferralAction(referral, refreshList);
  const toggle = () => setExpanded(!expanded);

  const cells = [
    <Cell key="patient" label="Patient" narrow={narrow}>
      <Typography.Text strong>
        <PatientDetail view={patient} field="name" placeholders={placeholders} />
      </Typography.Text>
    </Cell>,
    <Cell key="dob" label="DOB" narrow={narrow}>
      <PatientDetail view={patient} field="dob" placeholders={placeholders} />
    </Cell>,
    <Cell key="sex" label="Sex" narrow={narrow}>
      {patient.sex}
    </Cell>,
    <Cell key="counterpart" label={counterpartTitle} narrow={narrow}>
      <ReferralCounterpart referral={referral} counterpart={counterpart} />
    </Cell>,
  ];
  const toggleCell = (
    <div
      role="cell"
      // On a phone the toggle sits under the values (narrowReferralGridRow).
      style={narrow ? { justifySelf: 'start', marginTop: 4 } : undefined}
    >
      <Button
        type="text"
        aria-expanded={expanded}
        aria-controls={detailsId}
        icon={<DownOutlined aria-hidden rotate={expanded ? 180 : 0} />}
        iconPlacement="end"
        onClick={toggle}
      >
        {expanded ? HIDE_DETAILS_TEXT : SHOW_DETAILS_TEXT}
      </Button>
    </div>
  );

  return (
    <div role="rowgroup" style={{ borderBottom: '1px solid #eaecf0' }}>
      <div
        role="row"
        onClick={(event) => !isOnControl(event) && toggle()}
        style={{
          ...(narrow ? narrowReferralGridRow : referralGridRow),
          cursor: 'pointer',
          background: expanded ? refnetColours.pageBackground : undefined,
        }}
      >
        {cells}
        {toggleCell}
      </div>
      <div role="row" id={detailsId} hidden={!expanded}>
        {expanded && (
          <div role="cell" aria-colspan={5}>
            <ReferralDetails
              referral={referral}
              patient={patient}
              placeholders={placeholders}
              conversation={
                <Suspense fallback={<LoadingState text={CONVERSATION_LOADING_TEXT} />}>
                  <ReferralConversation referral={referral} canManage={canManage} />
                </Suspense>
              }
              actions={
                <Flex gap="small" wrap justify="space-between">
                  <ReferralActions
                    actions={actionsFor(referral)}
                    canManage={canManage}
                    running={running}
                    onAction={(action) => void run(action)}
                  />
                  <DownloadFhirButton referralId={referral.id} />
                </Flex>
              }
            />
          </div>
        )}
      </div>
    </div>
  );
}
