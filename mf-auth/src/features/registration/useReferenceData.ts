import { useCallback, useEffect, useState } from 'react';
import { fetchInsuranceAgreements, fetchJobRoles } from '@refnet/shared-ui/accounts';
import type { InsuranceAgreement, JobRole } from '@refnet/contracts/accounts';

export type ReferenceData =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; jobRoles: JobRole[]; agreements: InsuranceAgreement[] };

/** The job roles and insurance agreements the wizard offers, loaded once with the screen. */
export function useReferenceData(): ReferenceData {
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<ReferenceData>({ status: 'loading' });
  const retry = useCallback(() => {
    setData({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    let current = true;
    Promise.all([fetchJobRoles(), fetchInsuranceAgreements()]).then(
      ([roles, insurers]) =>
        current &&
        setData({ status: 'ready', jobRoles: roles.jobRoles, agreements: insurers.insuranceAgreements }),
      () => current && setData({ status: 'error', retry }),
    );
    return () => {
      current = false;
    };
  }, [attempt, retry]);

  return data;
}
