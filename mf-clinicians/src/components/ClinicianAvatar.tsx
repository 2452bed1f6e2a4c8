import { personName } from '@refnet/shared-ui';
import { Avatar } from '@refnet/shared-ui/display';

export interface ClinicianAvatarProps {
  clinician: { title: string; firstName: string; lastName: string; profilePicture: string };
  size?: number;
}

/** Initials of a clinician's first and last name: 'AH' for Amelia Hart. */
export function initialsOf({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return [firstName, lastName].map((name) => name.trim().charAt(0).toUpperCase()).join('');
}

/** A clinician's picture, or their initials when they have none. Their name is always shown beside it. */
export function ClinicianAvatar({ clinician, size = 96 }: ClinicianAvatarProps) {
  if (clinician.profilePicture) {
    return (
      <Avatar
        size={size}
        src={clinician.profilePicture}
        alt={`Profile picture of ${personName(clinician)}`}
      />
    );
  }
  return (
    <Avatar size={size} aria-hidden style={{ fontSize: size / 3 }}>
      {initialsOf(clinician)}
    </Avatar>
  );
}
