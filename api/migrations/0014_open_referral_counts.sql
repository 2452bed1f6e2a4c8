CREATE TABLE "open_referral_counts" (
	"job_role_id" integer PRIMARY KEY NOT NULL,
	"referrals" integer NOT NULL
);
--> statement-breakpoint
-- The open referrals per job role follow the referrals in the writing transaction, however they are written
-- (API, seeds, bulk loads): once per statement, as the sum of what it opened (+1) and closed (-1) per role.
-- Increments, in job-role order: concurrent writers wait for each other on a role's row, never deadlock,
-- and never overwrite each other's count. (A trigger with transition tables has one event, hence three.)
CREATE FUNCTION "add_open_referral_counts"("job_role_ids" integer[], "deltas" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "open_referral_counts" ("job_role_id", "referrals")
  SELECT "d"."job_role_id", sum("d"."delta")::int FROM unnest("job_role_ids", "deltas") AS "d"("job_role_id", "delta")
  GROUP BY "d"."job_role_id" HAVING sum("d"."delta") <> 0
  ORDER BY "d"."job_role_id"
  ON CONFLICT ("job_role_id") DO UPDATE SET "referrals" = "open_referral_counts"."referrals" + "excluded"."referrals";
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_added_count_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_open_referral_counts"(array_agg("job_role_id"), array_agg(1))
  FROM "added_referrals" WHERE "status" = 'OPEN';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_changed_count_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_open_referral_counts"(array_agg("job_role_id"), array_agg("delta")) FROM (
    SELECT "job_role_id", -1 AS "delta" FROM "earlier_referrals" WHERE "status" = 'OPEN'
    UNION ALL
    SELECT "job_role_id", 1 AS "delta" FROM "changed_referrals" WHERE "status" = 'OPEN'
  ) "d";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "referrals_removed_count_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_open_referral_counts"(array_agg("job_role_id"), array_agg(-1))
  FROM "removed_referrals" WHERE "status" = 'OPEN';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "referrals_added_count_open" AFTER INSERT ON "referrals"
  REFERENCING NEW TABLE AS "added_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_added_count_open"();--> statement-breakpoint
CREATE TRIGGER "referrals_changed_count_open" AFTER UPDATE ON "referrals"
  REFERENCING OLD TABLE AS "earlier_referrals" NEW TABLE AS "changed_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_changed_count_open"();--> statement-breakpoint
CREATE TRIGGER "referrals_removed_count_open" AFTER DELETE ON "referrals"
  REFERENCING OLD TABLE AS "removed_referrals"
  FOR EACH STATEMENT EXECUTE FUNCTION "referrals_removed_count_open"();--> statement-breakpoint
-- The open referrals written before this migration.
INSERT INTO "open_referral_counts" ("job_role_id", "referrals")
SELECT "job_role_id", count(*)::int FROM "referrals" WHERE "status" = 'OPEN' GROUP BY "job_role_id";
