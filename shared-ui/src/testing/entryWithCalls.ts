import type { ServerQuery } from '../data/serverQuery';

type Call = (...args: unknown[]) => Promise<unknown>;

/** The shared queries of the area entries, each with the call it loads through. */
const QUERY_CALLS: Record<string, string> = {
  jobRolesQuery: 'fetchJobRoles',
  insuranceAgreementsQuery: 'fetchInsuranceAgreements',
  patientListQuery: 'fetchPatientList',
};

/**
 * For a jest.mock factory of an area entry (`@refnet/shared-ui/accounts`, `/patients`): the actual entry
 * with `calls` in place of its own, and the entry's shared queries loading through them. A query holds the
 * real call, so replacing the call alone would leave the screens' queries asking the server.
 */
export function entryWithCalls<Entry extends object>(actual: Entry, calls: Record<string, unknown>): Entry {
  const entry = actual as Record<string, unknown>;
  const replaced: Record<string, unknown> = { ...entry, ...calls };
  for (const [queryName, callName] of Object.entries(QUERY_CALLS)) {
    const call = calls[callName] as Call | undefined;
    const query = entry[queryName] as ServerQuery<unknown> | undefined;
    if (call && query) replaced[queryName] = { ...query, load: () => call() };
  }
  const fetchPatient = calls.fetchPatient as Call | undefined;
  const patientQuery = entry.patientQuery as ((id: number) => ServerQuery<unknown>) | undefined;
  if (fetchPatient && patientQuery)
    replaced.patientQuery = (id: number) => ({ ...patientQuery(id), load: () => fetchPatient(id) });
  return replaced as Entry;
}
