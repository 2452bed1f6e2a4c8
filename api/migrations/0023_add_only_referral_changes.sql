-- Issue 19: a claim (OPEN → ACCEPTED) recomputed its patient's groups from all the patient's referrals
-- (refresh_patient_groups, most of a claim's time in the database, measured at ~5 ms warm at 1M referrals)
-- while it can only add one: the receiver's 'accepted' group. A change can take a patient out of a group only
-- when its row, before the change, put them in one that the new row may not: a receiver's group (a listed
-- PENDING, ACCEPTED, BOOKED or DNA referral with a receiver, or a REJECTED one once accepted), or the
-- keeper's "referred" flag when the referral is now cancelled or moved to another patient or sender. Those
-- changes still recompute; the others (a claim, a change of an OPEN or a never-accepted REJECTED referral)
-- add what the new row implies, as an insert does (0021).
CREATE OR REPLACE FUNCTION "referrals_changed_refresh_patient_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_patient_groups"(ARRAY(
    SELECT "x"."patient_id" FROM "changed_referrals" "n" JOIN "earlier_referrals" "o" ON "o"."id" = "n"."id",
      LATERAL (VALUES ("n"."patient_id"), ("o"."patient_id")) AS "x"("patient_id")
    WHERE ("n"."status" IS DISTINCT FROM "o"."status" OR "n"."target_crp_id" IS DISTINCT FROM "o"."target_crp_id"
        OR "n"."accepted_on" IS DISTINCT FROM "o"."accepted_on" OR "n"."patient_listed" IS DISTINCT FROM "o"."patient_listed"
        OR "n"."referrer_crp_id" IS DISTINCT FROM "o"."referrer_crp_id" OR "n"."patient_id" IS DISTINCT FROM "o"."patient_id")
      AND NOT (
        "n"."patient_id" = "o"."patient_id" AND "n"."referrer_crp_id" = "o"."referrer_crp_id"
        AND ("o"."status" = 'CANCELLED' OR "n"."status" <> 'CANCELLED')
        AND ("o"."target_crp_id" IS NULL OR NOT "o"."patient_listed" OR "o"."status" IN ('OPEN', 'CANCELLED')
          OR ("o"."status" = 'REJECTED' AND "o"."accepted_on" IS NULL)))
    GROUP BY 1 ORDER BY 1));
  -- What the changes that can only add imply (a recomputed patient is added to again: nothing to do).
  UPDATE "patients" "p" SET "referred_by_owner" = true
  FROM "changed_referrals" "a" JOIN "clinician_role_profiles" "c" ON "c"."id" = "a"."referrer_crp_id"
  WHERE "p"."id" = "a"."patient_id" AND "c"."user_profile_id" = "p"."created_by_user_profile_id"
    AND "a"."status" <> 'CANCELLED' AND NOT "p"."referred_by_owner";
  INSERT INTO "received_patients" ("receiver_user_profile_id", "list_group", "patient_id", "patient_created_on")
  SELECT DISTINCT "c"."user_profile_id",
    CASE "a"."status" WHEN 'PENDING' THEN 'pending' WHEN 'ACCEPTED' THEN 'accepted' ELSE 'completed' END,
    "p"."id", "p"."created_on"
  FROM "changed_referrals" "a"
  JOIN "clinician_role_profiles" "c" ON "c"."id" = "a"."target_crp_id"
  JOIN "patients" "p" ON "p"."id" = "a"."patient_id"
  WHERE "a"."patient_listed" AND "p"."patient_active"
    AND "a"."status" IN ('PENDING', 'ACCEPTED', 'BOOKED', 'DNA', 'REJECTED')
    AND ("a"."status" <> 'REJECTED' OR "a"."accepted_on" IS NOT NULL)
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
