import type { ClinicianContact } from '@refnet/contracts/accounts';

export const NO_CONTACTS_TEXT = 'No referral contacts given.';

/** A tel: link needs the number without spaces. */
const telHref = (phoneNumber: string) => `tel:${phoneNumber.replace(/\s+/g, '')}`;

/** A clinician's referral contacts: e-mails open the mail client, phone numbers dial. */
export function ReferralContacts({ contacts }: { contacts: readonly ClinicianContact[] }) {
  if (contacts.length === 0) return <>{NO_CONTACTS_TEXT}</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {contacts.map((contact) => (
        <li key={contact.id}>
          {contact.type === 'email' ? (
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          ) : (
            <a href={telHref(contact.phoneNumber)}>{contact.phoneNumber}</a>
          )}
        </li>
      ))}
    </ul>
  );
}
