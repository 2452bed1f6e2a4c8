import type { JobRole } from '@refnet/contracts/accounts';
import { Typography } from '@refnet/shared-ui';

const fieldOf = ({ specialty, subSpecialty }: JobRole) =>
  [specialty, subSpecialty].filter(Boolean).join(', ');

/** Each job role as its title, with the specialty and sub-specialty it covers. */
export function ClinicianJobTitles({ jobRoles }: { jobRoles: readonly JobRole[] }) {
  if (jobRoles.length === 0) return null;
  return (
    <ul aria-label="Job titles" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {jobRoles.map((jobRole) => (
        <li key={jobRole.id}>
          <Typography.Text strong>{jobRole.jobTitle}</Typography.Text>
          {fieldOf(jobRole) && <Typography.Text type="secondary"> – {fieldOf(jobRole)}</Typography.Text>}
        </li>
      ))}
    </ul>
  );
}
