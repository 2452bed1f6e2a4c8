ALTER TABLE "referrals" ADD COLUMN "patient_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Referrals of patients removed before this column existed.
UPDATE "referrals" SET "patient_listed" = false FROM "patients" WHERE "patients"."id" = "referrals"."patient_id" AND NOT "patients"."patient_active";--> statement-breakpoint
CREATE INDEX "referrals_received_list_idx" ON "referrals" USING btree ("target_crp_id","status","created_on","id") WHERE "referrals"."patient_listed";--> statement-breakpoint
CREATE INDEX "referrals_made_list_idx" ON "referrals" USING btree ("referrer_crp_id","status","created_on","id") WHERE "referrals"."patient_listed";--> statement-breakpoint
CREATE INDEX "referrals_open_list_idx" ON "referrals" USING btree ("job_role_id","created_on","id","referrer_crp_id") WHERE "referrals"."status" = 'OPEN';