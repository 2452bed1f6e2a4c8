import { describeJobRole, registrationText, type Clinic } from '@refnet/contracts/accounts';
import { ADMIN_TEXTS, type AdminClinicianRoleProfile } from '@refnet/contracts/admin';
import { Flex, Typography } from '@refnet/shared-ui';
import type { TableColumnsType } from '@refnet/shared-ui/tables';
import { emailColumn, idColumn, nameColumn } from '../../components/columns';

/** SPEC §2.14 Centre: the centre's name over its address. */
function Centre({ clinic }: { clinic: Clinic | null }) {
  if (!clinic) return <>{ADMIN_TEXTS.noClinic}</>;
  const { firstLine, city, postcode } = clinic.address;
  return (
    <Flex vertical>
      <span>{clinic.centreName}</span>
      <Typography.Text type="secondary">
        {[firstLine, city, postcode].filter(Boolean).join(', ')}
      </Typography.Text>
    </Flex>
  );
}

/** The clinician tabs' columns: ID (the role profile's), Name, Email, Role, Centre, Registration. */
export const CLINICIAN_COLUMNS: TableColumnsType<AdminClinicianRoleProfile> = [
  idColumn(),
  nameColumn((crp) => crp.userProfile),
  emailColumn((crp) => crp.userProfile.email),
  {
    title: 'Role',
    key: 'role',
    render: (_, crp) => (
      <Flex vertical>
        {crp.jobRole.map((jobRole) => (
          <span key={jobRole.id}>{describeJobRole(jobRole)}</span>
        ))}
      </Flex>
    ),
  },
  { title: 'Centre', key: 'centre', render: (_, crp) => <Centre clinic={crp.clinic} /> },
  {
    title: 'Registration',
    key: 'registration',
    render: (_, crp) => registrationText(crp.jobRole, crp.registrationNumber),
  },
];
