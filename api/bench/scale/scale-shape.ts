// The shape of the scale benchmark's data, the same at every size but the number of referrals.
// Clinicians come from ../bench-clinicians.ts: bench.<g>@bench.refnet.test, g = 1..CLINICIANS, job roles
// handed out by g % 8 (g % 8 = 0: General Practitioner, about 2,480 of them; 3: knee surgeon).

export const CLINICIANS = 20_000;
export const PATIENTS = 100_000;

/** The busy GP: keeps BUSY_PATIENTS patients, sends and receives one referral in BUSY_EVERY each. */
export const BUSY_GP = 8;
export const BUSY_PATIENTS = 1_000;
export const BUSY_EVERY = 200;

/**
 * An average clinician (an orthopaedic knee surgeon): keeps AVERAGE_PATIENTS patients, sends and receives
 * AVERAGE_REFERRALS referrals each way at every size, so their lists stay the same while the tables grow.
 */
export const AVERAGE_CLINICIAN = 11;
export const AVERAGE_PATIENTS = 5;
export const AVERAGE_REFERRALS = 40;

/** The clinicians whose patients and referrals are placed, not drawn: the others share the rest. */
export const PLACED_CLINICIANS = [BUSY_GP, AVERAGE_CLINICIAN] as const;
/** The patients the placed clinicians keep: 1..PLACED_PATIENTS. */
export const PLACED_PATIENTS = BUSY_PATIENTS + AVERAGE_PATIENTS;

/**
 * SQL: the g of the i-th (1-based, i an SQL int expression up to CLINICIANS - 2) clinician that is not
 * placed, skipping PLACED_CLINICIANS.
 */
export function unplacedClinician(i: string): string {
  return [...PLACED_CLINICIANS]
    .sort((a, b) => a - b)
    .reduce((g, placed) => `(case when ${g} >= ${placed} then ${g} + 1 else ${g} end)`, `(${i})`);
}

/** Change it when the seeding changes: databases seeded by another version are seeded again. */
export const SEED_VERSION = 1;

/** The table that says a database is seeded, at which size, and where the seeded rows end. */
export const MARKER_TABLE = 'bench_scale_seed';
