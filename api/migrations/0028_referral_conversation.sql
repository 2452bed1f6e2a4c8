CREATE TABLE "referral_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referral_id" integer NOT NULL,
	"uploaded_by_user_profile_id" integer NOT NULL,
	"on_behalf_of_user_profile_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_attachments_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "referral_attachments_content_type" CHECK ("referral_attachments"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "referral_attachments_size" CHECK ("referral_attachments"."size_bytes" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "referral_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referral_id" integer NOT NULL,
	"author_user_profile_id" integer NOT NULL,
	"on_behalf_of_user_profile_id" integer,
	"body" text NOT NULL,
	"corrects_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_messages_body_length" CHECK (char_length("referral_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "referral_unread_notices" (
	"recipient_user_profile_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"first_unread_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_unread_notices_recipient_user_profile_id_referral_id_pk" PRIMARY KEY("recipient_user_profile_id","referral_id")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "referral_message" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_attachments" ADD CONSTRAINT "referral_attachments_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "referrals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attachments" ADD CONSTRAINT "referral_attachments_uploaded_by_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("uploaded_by_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attachments" ADD CONSTRAINT "referral_attachments_on_behalf_of_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("on_behalf_of_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_messages" ADD CONSTRAINT "referral_messages_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "referrals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_messages" ADD CONSTRAINT "referral_messages_author_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("author_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_messages" ADD CONSTRAINT "referral_messages_on_behalf_of_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("on_behalf_of_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_messages" ADD CONSTRAINT "referral_messages_corrects_message_id_referral_messages_id_fk" FOREIGN KEY ("corrects_message_id") REFERENCES "referral_messages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_unread_notices" ADD CONSTRAINT "referral_unread_notices_recipient_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("recipient_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_unread_notices" ADD CONSTRAINT "referral_unread_notices_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "referrals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_attachments_thread_idx" ON "referral_attachments" USING btree ("referral_id","created_at","id");--> statement-breakpoint
CREATE INDEX "referral_messages_thread_idx" ON "referral_messages" USING btree ("referral_id","created_at","id");--> statement-breakpoint
-- Messages and attachments are a record: never changed or removed, only followed by a correction.
CREATE FUNCTION "refuse_change_of_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or removed', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "referral_messages_append_only" BEFORE UPDATE OR DELETE ON "referral_messages"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();--> statement-breakpoint
CREATE TRIGGER "referral_attachments_append_only" BEFORE UPDATE OR DELETE ON "referral_attachments"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_record"();
