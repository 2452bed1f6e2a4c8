CREATE TABLE "admin_audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_events_action" CHECK ("admin_audit_events"."action" in ('verify-user', 'unverify-user', 'verify-insurer', 'create-admin', 'download')),
	CONSTRAINT "admin_audit_events_target_type" CHECK ("admin_audit_events"."target_type" in ('user-profile', 'insurance-agreement', 'list'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_events_at_index" ON "admin_audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_events_actor_user_id_at_index" ON "admin_audit_events" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "admin_audit_events_target_type_target_id_index" ON "admin_audit_events" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "patients_created_on_id_index" ON "patients" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "referrals_status_created_on_id_index" ON "referrals" USING btree ("status","created_on","id");