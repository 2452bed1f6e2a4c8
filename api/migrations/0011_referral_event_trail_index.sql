CREATE INDEX "referral_events_trail_idx" ON "referral_events" USING btree ("referral_id","at","id","action","from_status","to_status","actor_user_profile_id","on_behalf_of_user_profile_id");--> statement-breakpoint
DROP INDEX "referral_events_referral_id_at_index";
