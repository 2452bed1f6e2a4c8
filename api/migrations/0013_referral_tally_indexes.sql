CREATE INDEX "referrals_made_tally_idx" ON "referrals" USING btree ("referrer_crp_id","status","target_crp_id","patient_id");--> statement-breakpoint
CREATE INDEX "referrals_received_tally_idx" ON "referrals" USING btree ("target_crp_id","status","referrer_crp_id","patient_id");--> statement-breakpoint
DROP INDEX "referrals_referrer_crp_id_status_index";--> statement-breakpoint
DROP INDEX "referrals_target_crp_id_status_index";
