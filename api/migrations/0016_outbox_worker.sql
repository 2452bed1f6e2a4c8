ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_unsent_idx" ON "outbox_emails" USING btree ("created_at","id") WHERE "outbox_emails"."sent_at" is null and "outbox_emails"."failed_at" is null;--> statement-breakpoint
-- Messages left unsent before the worker existed are not sent now: they may be months old (an install without
-- SMTP_URL keeps every message in the outbox only).
UPDATE "outbox_emails" SET "failed_at" = now(), "error" = coalesce("error", 'not sent before the outbox worker existed')
WHERE "sent_at" IS NULL;
