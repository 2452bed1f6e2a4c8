import {
  CONVERSATION_MESSAGES,
  findPatientIdentity,
  identityFindingWords,
  type PatientIdentity,
} from '@refnet/contracts/conversation';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/query-rows.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';

/**
 * Refuses (400) a text that identifies the referral's patient: their name, date of birth or an NHS number
 * (findPatientIdentity, the check the composer warns with). For the sender's side before the receiver
 * accepts: the receiver must not learn who the patient is from a message either.
 */
export async function refuseIdentifyingText(db: Database, patientId: number, text: string): Promise<void> {
  const [patient] = await queryRows<PatientIdentity>(
    db,
    sql`select first_name as "firstName", last_name as "lastName", dob::text as dob
        from patients where id = ${patientId}`,
  );
  if (!patient) throw new Error(`patient ${patientId} of a referral was not found`);
  const findings = findPatientIdentity(text, patient);
  if (findings.length > 0) {
    throw new HttpProblem(
      400,
      dangerBody(CONVERSATION_MESSAGES.identityBeforeAcceptance(identityFindingWords(findings))),
    );
  }
}
