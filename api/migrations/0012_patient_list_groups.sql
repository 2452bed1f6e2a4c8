ALTER TABLE "patients" ADD COLUMN "referred_by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Patients their keeper had referred before this column existed (a cancelled referral does not count).
UPDATE "patients" SET "referred_by_owner" = true WHERE EXISTS (SELECT 1 FROM "referrals" JOIN "clinician_role_profiles" ON "clinician_role_profiles"."id" = "referrals"."referrer_crp_id" WHERE "referrals"."patient_id" = "patients"."id" AND "clinician_role_profiles"."user_profile_id" = "patients"."created_by_user_profile_id" AND "referrals"."status" <> 'CANCELLED');--> statement-breakpoint
CREATE INDEX "patients_owned_list_idx" ON "patients" USING btree ("created_by_user_profile_id","referred_by_owner","created_on","id") WHERE "patients"."patient_active";--> statement-breakpoint
CREATE INDEX "referrals_received_patients_idx" ON "referrals" USING btree ("target_crp_id","status","patient_id","accepted_on") WHERE "referrals"."patient_listed";--> statement-breakpoint
-- patients.referred_by_owner follows its referrals in the same transaction however they are written (API,
-- seeds, bulk loads): once per statement, for the patients whose referrals the statement added or
-- cancelled (or un-cancelled).
CREATE FUNCTION "refresh_referred_by_owner"("patient_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "patients" SET "referred_by_owner" = "x"."referred"
  FROM (
    SELECT "p"."id", EXISTS (
      SELECT 1 FROM "referrals" "r" JOIN "clinician_role_profiles" "c" ON "c"."id" = "r"."referrer_crp_id"
      WHERE "r"."patient_id" = "p"."id" AND "c"."user_profile_id" = "p"."created_by_user_profile_id"
        AND "r"."status" <> 'CANCELLED'
    ) AS "referred"
    FROM "patients" "p" WHERE "p"."id" = ANY ("patient_ids")
  ) "x"
  WHERE "patients"."id" = "x"."id" AND "patients"."referred_by_owner" <> "x"."referred"
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_added_refresh_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_referred_by_owner"(ARRAY(SELECT DISTINCT "patient_id" FROM "added_referrals"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_changed_refresh_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_referred_by_owner"(ARRAY(
    SELECT DISTINCT "n"."patient_id" FROM "changed_referrals" "n" JOIN "earlier_referrals" "o" ON "o"."id" = "n"."id"
    WHERE ("n"."status" = 'CANCELLED') <> ("o"."status" = 'CANCELLED')
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referrals_added_refresh_owner" AFTER INSERT ON "referrals"
  REFERENCING NEW TABLE AS "added_referrals" FOR EACH STATEMENT EXECUTE FUNCTION "referrals_added_refresh_owner"();--> statement-breakpoint
CREATE TRIGGER "referrals_changed_refresh_owner" AFTER UPDATE ON "referrals"
  REFERENCING OLD TABLE AS "earlier_referrals" NEW TABLE AS "changed_referrals" FOR EACH STATEMENT EXECUTE FUNCTION "referrals_changed_refresh_owner"();
