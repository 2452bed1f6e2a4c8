CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_type" text NOT NULL,
	"first_line" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "clinician_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinician_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_profile_id" integer NOT NULL,
	"type" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "clinician_contacts_type" CHECK ("clinician_contacts"."type" in ('email', 'phoneNumber'))
);
--> statement-breakpoint
CREATE TABLE "clinician_role_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinician_role_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_profile_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"is_deactivated" boolean DEFAULT false NOT NULL,
	"is_removed" boolean DEFAULT false NOT NULL,
	"account_created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_id" integer NOT NULL,
	"clinic_name" text DEFAULT '' NOT NULL,
	"centre_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crp_insurance_agreements" (
	"crp_id" integer NOT NULL,
	"insurance_agreement_id" integer NOT NULL,
	CONSTRAINT "crp_insurance_agreements_crp_id_insurance_agreement_id_pk" PRIMARY KEY("crp_id","insurance_agreement_id")
);
--> statement-breakpoint
CREATE TABLE "delegate_user_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delegate_user_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delegate_user_profile_id" integer NOT NULL,
	"clinician_user_profile_id" integer NOT NULL,
	"has_registered" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"permission_view_referrals" boolean DEFAULT true NOT NULL,
	"permission_create_referrals" boolean DEFAULT true NOT NULL,
	"permission_manage_referrals" boolean DEFAULT true NOT NULL,
	"account_created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delegate_user_links_delegateUserProfileId_clinicianUserProfileId_unique" UNIQUE("delegate_user_profile_id","clinician_user_profile_id")
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_profile_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"user_created_referral" boolean DEFAULT true NOT NULL,
	"user_received_referral" boolean DEFAULT true NOT NULL,
	"target_has_toggled_referral" boolean DEFAULT true NOT NULL,
	"user_has_toggled_referral" boolean DEFAULT true NOT NULL,
	"new_open_referral" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notification_settings_userProfileId_unique" UNIQUE("user_profile_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_links_codeHash_unique" UNIQUE("code_hash"),
	CONSTRAINT "one_time_links_purpose" CHECK ("one_time_links"."purpose" in ('verify-email', 'password-reset', 'delegate-invite'))
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "profile_pictures" (
	"user_profile_id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_pictures_publicKey_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_kind" CHECK ("support_requests"."kind" in ('help', 'feature', 'error'))
);
--> statement-breakpoint
ALTER TABLE "clinician_contacts" ADD CONSTRAINT "clinician_contacts_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_role_profiles" ADD CONSTRAINT "clinician_role_profiles_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_role_profiles" ADD CONSTRAINT "clinician_role_profiles_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crp_insurance_agreements" ADD CONSTRAINT "crp_insurance_agreements_crp_id_clinician_role_profiles_id_fk" FOREIGN KEY ("crp_id") REFERENCES "clinician_role_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crp_insurance_agreements" ADD CONSTRAINT "crp_insurance_agreements_insurance_agreement_id_insurance_agreements_id_fk" FOREIGN KEY ("insurance_agreement_id") REFERENCES "insurance_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_user_links" ADD CONSTRAINT "delegate_user_links_delegate_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("delegate_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_user_links" ADD CONSTRAINT "delegate_user_links_clinician_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("clinician_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_links" ADD CONSTRAINT "one_time_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinician_contacts_user_profile_id_index" ON "clinician_contacts" USING btree ("user_profile_id");--> statement-breakpoint
CREATE INDEX "clinician_role_profiles_user_profile_id_index" ON "clinician_role_profiles" USING btree ("user_profile_id");--> statement-breakpoint
CREATE INDEX "clinician_role_profiles_clinic_id_index" ON "clinician_role_profiles" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "crp_insurance_agreements_insurance_agreement_id_index" ON "crp_insurance_agreements" USING btree ("insurance_agreement_id");--> statement-breakpoint
CREATE INDEX "delegate_user_links_clinician_user_profile_id_index" ON "delegate_user_links" USING btree ("clinician_user_profile_id");--> statement-breakpoint
CREATE INDEX "one_time_links_user_id_purpose_index" ON "one_time_links" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_emails_recipient_created_at_index" ON "outbox_emails" USING btree ("recipient","created_at");