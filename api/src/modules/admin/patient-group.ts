import { ukToday } from '@refnet/contracts/accounts';
import type { AnonymisedPatient } from '@refnet/contracts/patients';
import { desc, eq } from 'drizzle-orm';
import { insuranceAgreements, patients, userProfiles } from '../../db/schema.js';
import { toAnonymisedPatient } from '../patients/patient-views.js';
import { keyText, olderThan, paged, type AdminGroup, type NewestFirstKey } from './keyset.js';

/**
 * GET /admin/patients/: every patient on the platform (removed ones too: their referrals stay in the
 * referral list), newest first, anonymised. Only the columns of the anonymised variant are read, so a
 * name, contact, address or reference never leaves the database. One query.
 */
export const ADMIN_PATIENTS: AdminGroup<AnonymisedPatient, NewestFirstKey> = {
  async read(db, page) {
    const rows = await paged(
      db
        .select({
          patient: {
            id: patients.id,
            sex: patients.sex,
            dob: patients.dob,
            isSelfPayer: patients.isSelfPayer,
            createdOn: patients.createdOn,
          },
          at: keyText(patients.createdOn),
          insurance: insuranceAgreements,
          owner: {
            id: userProfiles.id,
            title: userProfiles.title,
            firstName: userProfiles.firstName,
            lastName: userProfiles.lastName,
          },
        })
        .from(patients)
        .innerJoin(userProfiles, eq(userProfiles.id, patients.createdByUserProfileId))
        .leftJoin(insuranceAgreements, eq(insuranceAgreements.id, patients.insuranceAgreementId))
        .where(olderThan(patients.createdOn, patients.id, page))
        .orderBy(desc(patients.createdOn), desc(patients.id))
        .$dynamic(),
      page,
    );
    const today = ukToday();
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => toAnonymisedPatient(row, today)),
      lastKey: last && { at: last.at, id: last.patient.id },
    };
  },
};
