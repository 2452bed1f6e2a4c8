CREATE SEQUENCE "list_stamp_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "list_stamps" (
	"scope" text NOT NULL,
	"owner_id" integer NOT NULL,
	"stamp" bigint NOT NULL,
	CONSTRAINT "list_stamps_pk" PRIMARY KEY("scope","owner_id"),
	CONSTRAINT "list_stamps_scope" CHECK ("list_stamps"."scope" in ('clinician', 'open-role', 'directory'))
);
--> statement-breakpoint
-- Stamps the lists whose answers a write may change, in the writing transaction (see list_stamps in
-- schema.ts). Owners in ascending order: concurrent writers queue on a row, never deadlock among themselves.
CREATE FUNCTION "bump_list_stamps"("stamp_scope" text, "owner_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "list_stamps" ("scope", "owner_id", "stamp")
  SELECT "stamp_scope", "o"."owner_id", nextval('list_stamp_seq')
  FROM (SELECT DISTINCT "owner_id" FROM unnest("owner_ids") AS "u"("owner_id") WHERE "owner_id" IS NOT NULL ORDER BY 1) "o"
  ON CONFLICT ("scope", "owner_id") DO UPDATE SET "stamp" = "excluded"."stamp";
$$;--> statement-breakpoint
-- A referral is in the lists of the clinicians owning its two role profiles and, while OPEN, of its job role.
CREATE FUNCTION "stamp_referral_lists"("crp_ids" integer[], "open_job_role_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_stamps"('clinician', ARRAY(
    SELECT "user_profile_id" FROM "clinician_role_profiles" WHERE "id" = ANY("crp_ids")));
  PERFORM "bump_list_stamps"('open-role', "open_job_role_ids");
END
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_added_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stamp_referral_lists"(
    ARRAY(SELECT "referrer_crp_id" FROM "added_referrals" UNION SELECT "target_crp_id" FROM "added_referrals"),
    ARRAY(SELECT "job_role_id" FROM "added_referrals" WHERE "status" = 'OPEN'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_changed_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stamp_referral_lists"(
    ARRAY(SELECT "referrer_crp_id" FROM "earlier_referrals" UNION SELECT "target_crp_id" FROM "earlier_referrals"
          UNION SELECT "referrer_crp_id" FROM "changed_referrals" UNION SELECT "target_crp_id" FROM "changed_referrals"),
    ARRAY(SELECT "job_role_id" FROM "earlier_referrals" WHERE "status" = 'OPEN'
          UNION SELECT "job_role_id" FROM "changed_referrals" WHERE "status" = 'OPEN'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_removed_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stamp_referral_lists"(
    ARRAY(SELECT "referrer_crp_id" FROM "removed_referrals" UNION SELECT "target_crp_id" FROM "removed_referrals"),
    ARRAY(SELECT "job_role_id" FROM "removed_referrals" WHERE "status" = 'OPEN'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referrals_added_stamp_lists" AFTER INSERT ON "referrals"
  REFERENCING NEW TABLE AS "added_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_added_stamp_lists"();--> statement-breakpoint
CREATE TRIGGER "referrals_changed_stamp_lists" AFTER UPDATE ON "referrals"
  REFERENCING OLD TABLE AS "earlier_referrals" NEW TABLE AS "changed_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_changed_stamp_lists"();--> statement-breakpoint
CREATE TRIGGER "referrals_removed_stamp_lists" AFTER DELETE ON "referrals"
  REFERENCING OLD TABLE AS "removed_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_removed_stamp_lists"();--> statement-breakpoint
-- A new patient is in their owner's lists; a changed one also in the lists of every clinician a referral
-- of theirs names, and of the job roles their open referrals are for (the anonymised view shows age and sex).
CREATE FUNCTION "patients_added_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_stamps"('clinician', ARRAY(SELECT "created_by_user_profile_id" FROM "added_patients"));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One bump for all the clinicians (ascending): a patient's owner and both ends of each of its referrals.
CREATE FUNCTION "stamp_patient_lists"("patient_ids" integer[], "owner_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_stamps"('clinician', "owner_ids" || ARRAY(
    SELECT "c"."user_profile_id" FROM "referrals" "r"
    JOIN "clinician_role_profiles" "c" ON "c"."id" IN ("r"."referrer_crp_id", "r"."target_crp_id")
    WHERE "r"."patient_id" = ANY("patient_ids")));
  PERFORM "bump_list_stamps"('open-role', ARRAY(
    SELECT "job_role_id" FROM "referrals" WHERE "patient_id" = ANY("patient_ids") AND "status" = 'OPEN'));
END
$$;--> statement-breakpoint
CREATE FUNCTION "patients_changed_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stamp_patient_lists"(
    ARRAY(SELECT "id" FROM "changed_patients"),
    ARRAY(SELECT "created_by_user_profile_id" FROM "earlier_patients" UNION SELECT "created_by_user_profile_id" FROM "changed_patients"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "patients_removed_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "stamp_patient_lists"(
    ARRAY(SELECT "id" FROM "removed_patients"),
    ARRAY(SELECT "created_by_user_profile_id" FROM "removed_patients"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "patients_added_stamp_lists" AFTER INSERT ON "patients"
  REFERENCING NEW TABLE AS "added_patients"
  FOR EACH STATEMENT EXECUTE FUNCTION "patients_added_stamp_lists"();--> statement-breakpoint
CREATE TRIGGER "patients_changed_stamp_lists" AFTER UPDATE ON "patients"
  REFERENCING OLD TABLE AS "earlier_patients" NEW TABLE AS "changed_patients"
  FOR EACH STATEMENT EXECUTE FUNCTION "patients_changed_stamp_lists"();--> statement-breakpoint
CREATE TRIGGER "patients_removed_stamp_lists" AFTER DELETE ON "patients"
  REFERENCING OLD TABLE AS "removed_patients"
  FOR EACH STATEMENT EXECUTE FUNCTION "patients_removed_stamp_lists"();--> statement-breakpoint
-- A clinician's favourites are in their analytics.
CREATE FUNCTION "favourites_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_stamps"('clinician', ARRAY[COALESCE(NEW."user_profile_id", OLD."user_profile_id")]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "favourites_stamp_lists" AFTER INSERT OR UPDATE OR DELETE ON "favourite_clinicians"
  FOR EACH ROW EXECUTE FUNCTION "favourites_stamp_lists"();--> statement-breakpoint
-- What a delegate may see of their clinician's lists (received patients need permissionViewReferrals).
CREATE FUNCTION "delegate_links_stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_stamps"('clinician', ARRAY[COALESCE(NEW."clinician_user_profile_id", OLD."clinician_user_profile_id")]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "delegate_links_stamp_lists" AFTER INSERT OR UPDATE OR DELETE ON "delegate_user_links"
  FOR EACH ROW EXECUTE FUNCTION "delegate_links_stamp_lists"();--> statement-breakpoint
-- The directory (people, clinics, insurers, job roles, audit lines) is in every list. Stamped at commit
-- (a deferred constraint trigger): the directory row is the last lock a transaction takes, so a writer
-- holding it never waits for a clinician's row held by a writer waiting for it.
CREATE FUNCTION "stamp_directory_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_list_stamps"('directory', ARRAY[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_stamp_directory" AFTER UPDATE OF "username", "email", "first_name", "last_name", "is_staff", "is_active" OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_profiles_stamp_directory" AFTER UPDATE OR DELETE ON "user_profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "job_roles_stamp_directory" AFTER UPDATE OR DELETE ON "job_roles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_profile_job_roles_stamp_directory" AFTER INSERT OR UPDATE OR DELETE ON "user_profile_job_roles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "insurance_agreements_stamp_directory" AFTER UPDATE OR DELETE ON "insurance_agreements"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinics_stamp_directory" AFTER UPDATE OR DELETE ON "clinics"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinician_role_profiles_stamp_directory" AFTER INSERT OR UPDATE OR DELETE ON "clinician_role_profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "crp_insurance_agreements_stamp_directory" AFTER INSERT OR UPDATE OR DELETE ON "crp_insurance_agreements"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinician_contacts_stamp_directory" AFTER INSERT OR UPDATE OR DELETE ON "clinician_contacts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "referral_events_stamp_directory" AFTER UPDATE OR DELETE ON "referral_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
-- Patient addresses change with their patient row (stamped above); other addresses are the directory's.
CREATE CONSTRAINT TRIGGER "addresses_stamp_directory" AFTER UPDATE OR DELETE ON "addresses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."address_type" <> 'patient')
  EXECUTE FUNCTION "stamp_directory_lists"();--> statement-breakpoint
INSERT INTO "list_stamps" ("scope", "owner_id", "stamp") VALUES ('directory', 0, nextval('list_stamp_seq'));
