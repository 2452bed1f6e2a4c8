CREATE TABLE "received_patients" (
	"receiver_user_profile_id" integer NOT NULL,
	"list_group" text NOT NULL,
	"patient_id" integer NOT NULL,
	"patient_created_on" timestamp with time zone NOT NULL,
	CONSTRAINT "received_patients_receiver_user_profile_id_list_group_patient_id_pk" PRIMARY KEY("receiver_user_profile_id","list_group","patient_id"),
	CONSTRAINT "received_patients_group" CHECK ("received_patients"."list_group" in ('pending', 'accepted', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "referred_by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "received_patients_page_idx" ON "received_patients" USING btree ("receiver_user_profile_id","list_group","patient_created_on","patient_id");--> statement-breakpoint
CREATE INDEX "received_patients_patient_idx" ON "received_patients" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patients_owned_list_idx" ON "patients" USING btree ("created_by_user_profile_id","referred_by_owner","created_on","id") WHERE "patients"."patient_active";--> statement-breakpoint
-- The patient groups follow the referrals in the writing transaction, however they are written (API, seeds,
-- bulk loads): once per statement, for the patients of the referrals it added or changed in a way that
-- moves them (status, target, accepted_on, patient_listed). A patient's keeper has referred them while a
-- referral from one of the keeper's role profiles is not cancelled; a receiver holds them in a group while
-- a referral to one of the receiver's role profiles puts them there (referral-stages.ts).
CREATE FUNCTION "refresh_patient_groups"("patient_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "patients" SET "referred_by_owner" = "x"."referred"
  FROM (
    SELECT "p"."id", EXISTS (
      SELECT 1 FROM "referrals" "r" JOIN "clinician_role_profiles" "c" ON "c"."id" = "r"."referrer_crp_id"
      WHERE "r"."patient_id" = "p"."id" AND "c"."user_profile_id" = "p"."created_by_user_profile_id"
        AND "r"."status" <> 'CANCELLED'
    ) AS "referred"
    FROM unnest("patient_ids") AS "t"("id") JOIN "patients" "p" ON "p"."id" = "t"."id"
  ) "x"
  WHERE "patients"."id" = "x"."id" AND "patients"."referred_by_owner" <> "x"."referred";
  DELETE FROM "received_patients" USING unnest("patient_ids") AS "t"("id")
  WHERE "received_patients"."patient_id" = "t"."id";
  INSERT INTO "received_patients" ("receiver_user_profile_id", "list_group", "patient_id", "patient_created_on")
  SELECT DISTINCT "c"."user_profile_id",
    CASE "r"."status" WHEN 'PENDING' THEN 'pending' WHEN 'ACCEPTED' THEN 'accepted' ELSE 'completed' END,
    "p"."id", "p"."created_on"
  FROM unnest("patient_ids") AS "t"("id")
  JOIN "referrals" "r" ON "r"."patient_id" = "t"."id"
  JOIN "clinician_role_profiles" "c" ON "c"."id" = "r"."target_crp_id"
  JOIN "patients" "p" ON "p"."id" = "r"."patient_id"
  WHERE "r"."patient_listed" AND "p"."patient_active"
    AND "r"."status" IN ('PENDING', 'ACCEPTED', 'BOOKED', 'DNA', 'REJECTED')
    AND ("r"."status" <> 'REJECTED' OR "r"."accepted_on" IS NOT NULL);
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_added_refresh_patient_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_patient_groups"(ARRAY(SELECT DISTINCT "patient_id" FROM "added_referrals"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_changed_refresh_patient_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_patient_groups"(ARRAY(
    SELECT DISTINCT "n"."patient_id" FROM "changed_referrals" "n" JOIN "earlier_referrals" "o" ON "o"."id" = "n"."id"
    WHERE "n"."status" IS DISTINCT FROM "o"."status" OR "n"."target_crp_id" IS DISTINCT FROM "o"."target_crp_id"
      OR "n"."accepted_on" IS DISTINCT FROM "o"."accepted_on" OR "n"."patient_listed" IS DISTINCT FROM "o"."patient_listed"
      OR "n"."referrer_crp_id" IS DISTINCT FROM "o"."referrer_crp_id"
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referrals_added_refresh_patient_groups" AFTER INSERT ON "referrals"
  REFERENCING NEW TABLE AS "added_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_added_refresh_patient_groups"();--> statement-breakpoint
CREATE TRIGGER "referrals_changed_refresh_patient_groups" AFTER UPDATE ON "referrals"
  REFERENCING OLD TABLE AS "earlier_referrals" NEW TABLE AS "changed_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_changed_refresh_patient_groups"();--> statement-breakpoint
-- The groups of the referrals written before this migration.
UPDATE "patients" SET "referred_by_owner" = true WHERE EXISTS (
  SELECT 1 FROM "referrals" "r" JOIN "clinician_role_profiles" "c" ON "c"."id" = "r"."referrer_crp_id"
  WHERE "r"."patient_id" = "patients"."id" AND "c"."user_profile_id" = "patients"."created_by_user_profile_id"
    AND "r"."status" <> 'CANCELLED');--> statement-breakpoint
INSERT INTO "received_patients" ("receiver_user_profile_id", "list_group", "patient_id", "patient_created_on")
SELECT DISTINCT "c"."user_profile_id",
  CASE "r"."status" WHEN 'PENDING' THEN 'pending' WHEN 'ACCEPTED' THEN 'accepted' ELSE 'completed' END,
  "p"."id", "p"."created_on"
FROM "referrals" "r"
JOIN "clinician_role_profiles" "c" ON "c"."id" = "r"."target_crp_id"
JOIN "patients" "p" ON "p"."id" = "r"."patient_id"
WHERE "r"."patient_listed" AND "p"."patient_active"
  AND "r"."status" IN ('PENDING', 'ACCEPTED', 'BOOKED', 'DNA', 'REJECTED')
  AND ("r"."status" <> 'REJECTED' OR "r"."accepted_on" IS NOT NULL);
