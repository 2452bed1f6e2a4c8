CREATE TABLE "remote_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_remote" CHECK ("remote_releases"."remote" in ('mf_auth', 'mf_referrals', 'mf_patients', 'mf_clinicians', 'mf_admin'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_events" DROP CONSTRAINT "admin_audit_events_action";--> statement-breakpoint
ALTER TABLE "admin_audit_events" DROP CONSTRAINT "admin_audit_events_target_type";--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_remote_version_index" ON "remote_releases" USING btree ("remote","version");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_one_active_index" ON "remote_releases" USING btree ("remote") WHERE "remote_releases"."active";--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_action" CHECK ("admin_audit_events"."action" in ('verify-user', 'unverify-user', 'verify-insurer', 'reject-insurer', 'create-admin', 'download', 'register-remote-release', 'switch-remote-release'));--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_target_type" CHECK ("admin_audit_events"."target_type" in ('user-profile', 'insurance-agreement', 'list', 'remote-release'));