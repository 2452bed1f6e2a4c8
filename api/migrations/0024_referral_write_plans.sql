-- A referral insert marks its patient as referred by their keeper. The UPDATE joined patients to the
-- sender on created_by_user_profile_id, and the planner (one row expected from the transition table) read
-- the keeper's patients by that index and filtered on id (an id = ANY(...) condition did not change its
-- mind): a busy GP's create read all 1,000 of their patients to mark one. Each patient is now updated by
-- its key, so the cost no longer grows with the keeper's patient list; the rule is unchanged.
CREATE OR REPLACE FUNCTION "referrals_added_refresh_patient_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "sent" record;
BEGIN
  FOR "sent" IN
    SELECT DISTINCT "a"."patient_id", "c"."user_profile_id"
    FROM "added_referrals" "a" JOIN "clinician_role_profiles" "c" ON "c"."id" = "a"."referrer_crp_id"
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
$$;
--> statement-breakpoint
-- The trigger helpers below were SQL functions, which PostgreSQL plans again on every call: about half a
-- millisecond per referral write in planning alone. As PL/pgSQL functions their plans are kept for the
-- session, as the triggers' own are. Bodies unchanged.
CREATE OR REPLACE FUNCTION "add_open_referral_counts"(job_role_ids integer[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "open_referral_counts" ("job_role_id", "referrals")
    SELECT "d"."job_role_id", sum("d"."delta")::int FROM unnest("job_role_ids", "deltas") AS "d"("job_role_id", "delta")
    GROUP BY "d"."job_role_id" HAVING sum("d"."delta") <> 0
    ORDER BY "d"."job_role_id"
    ON CONFLICT ("job_role_id") DO UPDATE SET "referrals" = "open_referral_counts"."referrals" + "excluded"."referrals";
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "add_referral_tallies"(referrer_crp_ids integer[], target_crp_ids integer[], patient_ids integer[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    WITH "d" AS (
      SELECT "s"."user_profile_id" AS "sender", "t"."user_profile_id" AS "receiver", "d"."patient_id", "d"."delta"
      FROM unnest("referrer_crp_ids", "target_crp_ids", "patient_ids", "deltas") AS "d"("referrer_crp_id", "target_crp_id", "patient_id", "delta")
      JOIN "clinician_role_profiles" "s" ON "s"."id" = "d"."referrer_crp_id"
      LEFT JOIN "clinician_role_profiles" "t" ON "t"."id" = "d"."target_crp_id"
    ), "counterparts" AS (
      INSERT INTO "referral_counterpart_tallies" ("user_profile_id", "direction", "counterpart_user_profile_id", "referrals")
      SELECT "e"."user_profile_id", "e"."direction", "e"."counterpart", sum("e"."delta")::int FROM (
        SELECT "sender", 'made'::text, "receiver", "delta" FROM "d" WHERE "receiver" IS NOT NULL
        UNION ALL
        SELECT "receiver", 'received'::text, "sender", "delta" FROM "d" WHERE "receiver" IS NOT NULL
      ) AS "e"("user_profile_id", "direction", "counterpart", "delta")
      GROUP BY 1, 2, 3 HAVING sum("e"."delta") <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT ("user_profile_id", "direction", "counterpart_user_profile_id")
      DO UPDATE SET "referrals" = "referral_counterpart_tallies"."referrals" + "excluded"."referrals"
      RETURNING 1
    )
    INSERT INTO "referral_patient_tallies" ("user_profile_id", "direction", "patient_id", "referrals")
    SELECT "e"."user_profile_id", "e"."direction", "e"."patient_id", sum("e"."delta")::int FROM (
      SELECT "sender", 'made'::text, "patient_id", "delta" FROM "d"
      UNION ALL
      SELECT "receiver", 'received'::text, "patient_id", "delta" FROM "d" WHERE "receiver" IS NOT NULL
    ) AS "e"("user_profile_id", "direction", "patient_id", "delta")
    GROUP BY 1, 2, 3 HAVING sum("e"."delta") <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ("user_profile_id", "direction", "patient_id")
    DO UPDATE SET "referrals" = "referral_patient_tallies"."referrals" + "excluded"."referrals";
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_list_stamps"(stamp_scope text, owner_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "list_stamps" ("scope", "owner_id", "stamp")
    SELECT "stamp_scope", "o"."owner_id", nextval('list_stamp_seq')
    FROM (SELECT DISTINCT "owner_id" FROM unnest("owner_ids") AS "u"("owner_id") WHERE "owner_id" IS NOT NULL ORDER BY 1) "o"
    ON CONFLICT ("scope", "owner_id") DO UPDATE SET "stamp" = "excluded"."stamp";
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_patient_groups"(patient_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
END
$$;
