import type { ReactNode } from 'react';
import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { Flex, InAppLink, personName, refnetColours, Typography } from '@refnet/shared-ui';
import { describeAgreement } from '@refnet/shared-ui/accounts';
import { Card, StarFilled } from '@refnet/shared-ui/display';
import { ClinicianAvatar } from './ClinicianAvatar';
import { clinicianPagePath } from './clinicianPaths';
import { formatDistance, jobTitlesOf } from './clinicianText';

export interface ClinicianListItemProps {
  card: ClinicianCard;
  /** Its clinic's marker is hovered, or the card itself is. */
  highlighted: boolean;
  /** Pointer or keyboard focus entering (the clinic's address id) or leaving (null) the card. */
  onHover: (addressId: number | null) => void;
  /** The card's button: Refer on the search page, Select in the picker. */
  action?: ReactNode;
}

/** One clinician at one clinic (SPEC §2.12 card), focusable so keyboard users get the marker highlight too. */
export function ClinicianListItem({ card, highlighted, onHover, action }: ClinicianListItemProps) {
  const { userProfile, clinic } = card;
  const name = personName(userProfile);
  const enter = () => onHover(clinic.address.id);
  const leave = () => onHover(null);
  const insurers = card.insuranceAgreements.map(describeAgreement).join(', ');
  return (
    <li
      tabIndex={0}
      onMouseEnter={enter}
      onMouseLeave={leave}
      onFocus={enter}
      onBlur={leave}
      data-highlighted={highlighted}
    >
      <Card
        size="small"
        style={{
          borderColor: highlighted ? refnetColours.primary : undefined,
          boxShadow: highlighted ? `0 0 0 1px ${refnetColours.primary}` : undefined,
        }}
      >
        <Flex gap="middle" align="start">
          <ClinicianAvatar clinician={userProfile} size={56} />
          <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Flex justify="space-between" align="baseline" gap="small" wrap>
              <Typography.Text strong>
                <InAppLink href={clinicianPagePath(userProfile.id)}>{name}</InAppLink>
                {card.isFavourite && (
                  <StarFilled
                    aria-label="Favourite"
                    style={{ color: refnetColours.warning, marginLeft: 8 }}
                  />
                )}
              </Typography.Text>
              {card.distance !== null && (
                <Typography.Text type="secondary">{formatDistance(card.distance)}</Typography.Text>
              )}
            </Flex>
            <Typography.Text>{jobTitlesOf(userProfile).join(', ')}</Typography.Text>
            <Typography.Text>
              {[clinic.centreName, clinic.clinicName].filter(Boolean).join(' – ')}
            </Typography.Text>
            <Typography.Text type="secondary">
              {[clinic.address.city, clinic.address.postcode].filter(Boolean).join(', ')}
            </Typography.Text>
            {insurers && <Typography.Text type="secondary">Insurers: {insurers}</Typography.Text>}
            {action && <Flex justify="end">{action}</Flex>}
          </Flex>
        </Flex>
      </Card>
    </li>
  );
}
