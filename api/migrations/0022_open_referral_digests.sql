-- Open referrals are announced to their job role's holders in a digest per window (at most one e-mail per
-- holder and role per OPEN_REFERRAL_DIGEST_SECONDS, with the number of new open referrals), not one e-mail
-- per referral: a create writes its notice row only. A notice is now done or not, hence no progress column.
CREATE TABLE "open_referral_digests" (
	"job_role_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_referral_digests" ADD CONSTRAINT "open_referral_digests_job_role_id_job_roles_id_fk" FOREIGN KEY ("job_role_id") REFERENCES "job_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_referral_notices" DROP COLUMN "notified_through_user_profile_id";