import type { ReactNode } from 'react';
import type { Referral } from '@refnet/contracts/referrals';
import { Typography } from '@refnet/shared-ui';
import { ClampedText } from './ClampedText';
import { PatientDetail } from './PatientDetail';
import type { PatientPlaceholders } from './patientPlaceholders';
import type { PatientView } from './patientView';
import { formatReferralTime } from './referralTime';

export const NOT_YET_ACCEPTED_TEXT = 'Not yet accepted';
export const NOT_YET_COMPLETED_TEXT = 'Not yet completed';

export interface ReferralDetailsProps {
  referral: Referral;
  patient: PatientView;
  placeholders: PatientPlaceholders;
  /** The referral's timeline of state changes, messages and files, with the composer (issue 22). */
  conversation: ReactNode;
  /** The view's buttons. */
  actions: ReactNode;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <dt>
        <Typography.Text type="secondary">{term}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

const time = (value: string | null, otherwise: string) =>
  value ? <time dateTime={value}>{formatReferralTime(value)}</time> : otherwise;

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '12px 24px',
  margin: '0 0 16px',
} as const;

/** The expanded part of a referral bar (SPEC §2.9): contacts, clinical text, times, conversation, buttons. */
export function ReferralDetails({
  referral,
  patient,
  placeholders,
  conversation,
  actions,
}: ReferralDetailsProps) {
  const field = (name: keyof PatientPlaceholders) => (
    <PatientDetail view={patient} field={name} placeholders={placeholders} />
  );
  return (
    <div style={{ padding: '4px 16px 16px' }}>
      <dl style={twoColumns}>
        <Detail term="Insurance">{patient.insurance}</Detail>
        <Detail term="E-mail">{field('email')}</Detail>
        <Detail term="Phone">{field('phone')}</Detail>
        <Detail term="Address">{field('address')}</Detail>
      </dl>
      <dl style={{ ...twoColumns, gridTemplateColumns: '1fr' }}>
        <Detail term="History">
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{referral.history}</p>
        </Detail>
        <Detail term="Reason for referral">
          <ClampedText text={referral.mainDescription} />
        </Detail>
      </dl>
      <dl style={twoColumns}>
        <Detail term="Referred">{time(referral.createdOn, '')}</Detail>
        <Detail term="Accepted">{time(referral.acceptedOn, NOT_YET_ACCEPTED_TEXT)}</Detail>
        <Detail term="Completed">{time(referral.completedOn, NOT_YET_COMPLETED_TEXT)}</Detail>
      </dl>
      {conversation}
      {actions}
    </div>
  );
}
