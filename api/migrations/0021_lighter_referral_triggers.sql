-- Issue 19: what a referral's insert costs inside its transaction (measured at 1M referrals, pgbench, one
-- named referral inserted and rolled back: 3.0 → 1.1 ms), and so how long the writer holds the rows every
-- writer of that clinician shares (list stamps, tallies) before its commit.
--
-- 1. A new referral can only add a patient to groups, never take one out: its keeper has referred them once
-- a referral from the keeper's role profile is not cancelled, and a receiver holds them in a group while
-- some referral to the receiver puts them there (0012). So an insert adds what its rows imply instead of
-- recomputing the patients' groups from all their referrals (refresh_patient_groups: three statements
-- planned on every call, the first of which also fired the patients' stamp trigger below). Updates still
-- recompute (a change may take a patient out of a group).
CREATE OR REPLACE FUNCTION "referrals_added_refresh_patient_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "patients" "p" SET "referred_by_owner" = true
  FROM "added_referrals" "a" JOIN "clinician_role_profiles" "c" ON "c"."id" = "a"."referrer_crp_id"
  WHERE "p"."id" = "a"."patient_id" AND "c"."user_profile_id" = "p"."created_by_user_profile_id"
    AND "a"."status" <> 'CANCELLED' AND NOT "p"."referred_by_owner";
  INSERT INTO "received_patients" ("receiver_user_profile_id", "list_group", "patient_id", "patient_created_on")
  SELECT DISTINCT "c"."user_profile_id",
    CASE "a"."status" WHEN 'PENDING' THEN 'pending' WHEN 'ACCEPTED' THEN 'accepted' ELSE 'completed' END,
    "p"."id", "p"."created_on"
  FROM "added_referrals" "a"
  JOIN "clinician_role_profiles" "c" ON "c"."id" = "a"."target_crp_id"
  JOIN "patients" "p" ON "p"."id" = "a"."patient_id"
  WHERE "a"."patient_listed" AND "p"."patient_active"
    AND "a"."status" IN ('PENDING', 'ACCEPTED', 'BOOKED', 'DNA', 'REJECTED')
    AND ("a"."status" <> 'REJECTED' OR "a"."accepted_on" IS NOT NULL)
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- 2. A statement-level trigger fires even when its statement changed no row: refresh_patient_groups' UPDATE
-- of patients whose groups did not move (most of them) stamped nobody, after planning three queries to find
-- that out.
CREATE OR REPLACE FUNCTION "patients_changed_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "changed_patients") THEN
    RETURN NULL;
  END IF;
  PERFORM "stamp_patient_lists"(
    ARRAY(SELECT "id" FROM "changed_patients"),
    ARRAY(SELECT "created_by_user_profile_id" FROM "earlier_patients" UNION SELECT "created_by_user_profile_id" FROM "changed_patients"));
  RETURN NULL;
END
$$;
