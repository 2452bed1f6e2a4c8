CREATE TABLE "referral_counterpart_tallies" (
	"user_profile_id" integer NOT NULL,
	"direction" text NOT NULL,
	"counterpart_user_profile_id" integer NOT NULL,
	"referrals" integer NOT NULL,
	CONSTRAINT "referral_counterpart_tallies_pk" PRIMARY KEY("user_profile_id","direction","counterpart_user_profile_id"),
	CONSTRAINT "referral_counterpart_tallies_direction" CHECK ("referral_counterpart_tallies"."direction" in ('made', 'received'))
);
--> statement-breakpoint
CREATE TABLE "referral_patient_tallies" (
	"user_profile_id" integer NOT NULL,
	"direction" text NOT NULL,
	"patient_id" integer NOT NULL,
	"referrals" integer NOT NULL,
	CONSTRAINT "referral_patient_tallies_pk" PRIMARY KEY("user_profile_id","direction","patient_id"),
	CONSTRAINT "referral_patient_tallies_direction" CHECK ("referral_patient_tallies"."direction" in ('made', 'received'))
);
--> statement-breakpoint
CREATE INDEX "referral_counterpart_tallies_ranking_idx" ON "referral_counterpart_tallies" USING btree ("user_profile_id","direction","referrals" DESC NULLS LAST);--> statement-breakpoint
-- The analytics tallies follow the referrals in the writing transaction, like open_referral_counts (0014):
-- once per statement, from the rows it added (+1) and removed (-1), cancelled referrals left out. The ends
-- of a referral are the user profiles of its role profiles; an open referral nobody has taken has no
-- receiver, so it counts only towards its sender's patients. Increments in key order: concurrent writers
-- queue on a row, never deadlock, never overwrite each other.
CREATE FUNCTION "add_referral_tallies"("referrer_crp_ids" integer[], "target_crp_ids" integer[], "patient_ids" integer[], "deltas" integer[]) RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_added_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_referral_tallies"(array_agg("referrer_crp_id"), array_agg("target_crp_id"), array_agg("patient_id"), array_agg(1))
  FROM "added_referrals" WHERE "status" <> 'CANCELLED';
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the rows whose ends, patient or cancellation changed: most updates (accept, book, DNA) touch none.
CREATE FUNCTION "referrals_changed_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_referral_tallies"(array_agg("d"."referrer_crp_id"), array_agg("d"."target_crp_id"), array_agg("d"."patient_id"), array_agg("d"."delta")) FROM (
    SELECT "e"."referrer_crp_id", "e"."target_crp_id", "e"."patient_id", -1 AS "delta", "e"."status", "e"."id"
    FROM "earlier_referrals" "e"
    UNION ALL
    SELECT "c"."referrer_crp_id", "c"."target_crp_id", "c"."patient_id", 1 AS "delta", "c"."status", "c"."id"
    FROM "changed_referrals" "c"
  ) "d"
  WHERE "d"."status" <> 'CANCELLED' AND "d"."id" IN (
    SELECT "c"."id" FROM "changed_referrals" "c" JOIN "earlier_referrals" "e" ON "e"."id" = "c"."id"
    WHERE ("c"."status" = 'CANCELLED') <> ("e"."status" = 'CANCELLED')
      OR "c"."target_crp_id" IS DISTINCT FROM "e"."target_crp_id"
      OR "c"."referrer_crp_id" <> "e"."referrer_crp_id"
      OR "c"."patient_id" <> "e"."patient_id"
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_removed_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_referral_tallies"(array_agg("referrer_crp_id"), array_agg("target_crp_id"), array_agg("patient_id"), array_agg(-1))
  FROM "removed_referrals" WHERE "status" <> 'CANCELLED';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referrals_added_tally" AFTER INSERT ON "referrals"
  REFERENCING NEW TABLE AS "added_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_added_tally"();--> statement-breakpoint
CREATE TRIGGER "referrals_changed_tally" AFTER UPDATE ON "referrals"
  REFERENCING OLD TABLE AS "earlier_referrals" NEW TABLE AS "changed_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_changed_tally"();--> statement-breakpoint
CREATE TRIGGER "referrals_removed_tally" AFTER DELETE ON "referrals"
  REFERENCING OLD TABLE AS "removed_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_removed_tally"();--> statement-breakpoint
-- The referrals written before this migration.
SELECT "add_referral_tallies"(array_agg("referrer_crp_id"), array_agg("target_crp_id"), array_agg("patient_id"), array_agg(1))
FROM "referrals" WHERE "status" <> 'CANCELLED';
