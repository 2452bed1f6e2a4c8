import type { ReactNode } from 'react';
import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { ClinicianListItem } from './ClinicianListItem';

export interface ClinicianListProps {
  cards: readonly ClinicianCard[];
  highlightedAddressId: number | null;
  onHover: (addressId: number | null) => void;
  action: (card: ClinicianCard) => ReactNode;
  /** A newer search is running; the cards shown are the previous answer's. */
  busy: boolean;
}

/** The clinician cards, nearest first (the API's order). */
export function ClinicianList({ cards, highlightedAddressId, onHover, action, busy }: ClinicianListProps) {
  return (
    <ul
      role="list"
      aria-label="Clinicians"
      aria-busy={busy}
      style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12, opacity: busy ? 0.6 : 1 }}
    >
      {cards.map((card) => (
        <ClinicianListItem
          key={card.id}
          card={card}
          highlighted={card.clinic.address.id === highlightedAddressId}
          onHover={onHover}
          action={action(card)}
        />
      ))}
    </ul>
  );
}
