CREATE TABLE "open_referral_notices" (
	"referral_id" integer PRIMARY KEY NOT NULL,
	"job_role_id" integer NOT NULL,
	"sender_user_profile_id" integer NOT NULL,
	"referrer_name" text NOT NULL,
	"job_title" text NOT NULL,
	"notified_through_user_profile_id" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_referral_notices" ADD CONSTRAINT "open_referral_notices_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "referrals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_referral_notices" ADD CONSTRAINT "open_referral_notices_job_role_id_job_roles_id_fk" FOREIGN KEY ("job_role_id") REFERENCES "job_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_referral_notices" ADD CONSTRAINT "open_referral_notices_sender_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("sender_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_referral_notices_pending_idx" ON "open_referral_notices" USING btree ("created_at") WHERE "open_referral_notices"."done_at" is null;