-- Issue 19: what a claim still paid in the database (auto_explain at 1M referrals):
-- - refresh_patient_groups was called for every referral update, with no patient to recompute for a claim
--   (0023 left it nothing to do): about 1.4 ms a claim for the call alone. It is called only when there is
--   one.
-- - the keeper's "referred" flag was set through the keeper's patient index, as 0024 found for inserts: a
--   change to a referral of a keeper with many patients read them all. Each patient is updated by key.
-- The rules are unchanged (0023).
CREATE OR REPLACE FUNCTION "referrals_changed_refresh_patient_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "recomputed" integer[];
  "sent" record;
BEGIN
  "recomputed" := ARRAY(
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
    GROUP BY 1 ORDER BY 1);
  IF cardinality("recomputed") > 0 THEN
    PERFORM "refresh_patient_groups"("recomputed");
  END IF;
  -- What the changes that can only add imply (a recomputed patient is added to again: nothing to do).
  FOR "sent" IN
    SELECT DISTINCT "a"."patient_id", "c"."user_profile_id"
    FROM "changed_referrals" "a" JOIN "clinician_role_profiles" "c" ON "c"."id" = "a"."referrer_crp_id"
    WHERE "a"."status" <> 'CANCELLED'
  LOOP
    UPDATE "patients" SET "referred_by_owner" = true
    WHERE "id" = "sent"."patient_id" AND "created_by_user_profile_id" = "sent"."user_profile_id"
      AND NOT "referred_by_owner";
  END LOOP;
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
