CREATE TABLE "referral_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referral_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_profile_id" integer NOT NULL,
	"on_behalf_of_user_profile_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_events_action" CHECK ("referral_events"."action" in ('created', 'accepted', 'rejected', 'cancelled', 'booked', 'unbooked', 'dna', 'undna'))
);
--> statement-breakpoint
ALTER TABLE "referrals" DROP CONSTRAINT "referrals_target_by_status";--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "referrals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_actor_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("actor_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_on_behalf_of_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("on_behalf_of_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_events_referral_id_at_index" ON "referral_events" USING btree ("referral_id","at");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_target_by_status" CHECK (case "referrals"."status" when 'OPEN' then "referrals"."target_crp_id" is null when 'CANCELLED' then true else "referrals"."target_crp_id" is not null end);--> statement-breakpoint
INSERT INTO "referral_events" ("referral_id", "action", "from_status", "to_status", "actor_user_profile_id", "at") SELECT "referrals"."id", 'created', NULL, CASE WHEN "referrals"."specified_clinician" THEN 'PENDING' ELSE 'OPEN' END, "referrals"."sent_by_user_profile_id", "referrals"."created_on" FROM "referrals" WHERE NOT EXISTS (SELECT 1 FROM "referral_events" WHERE "referral_events"."referral_id" = "referrals"."id");
