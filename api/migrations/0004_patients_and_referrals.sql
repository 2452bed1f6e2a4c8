CREATE TABLE "patients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by_user_profile_id" integer NOT NULL,
	"entered_by_user_profile_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"insurance_agreement_id" integer,
	"is_self_payer" boolean NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"patient_reference" text DEFAULT '' NOT NULL,
	"sex" text NOT NULL,
	"dob" date NOT NULL,
	"primary_email" text NOT NULL,
	"primary_phone_number" text NOT NULL,
	"details_in_image" boolean DEFAULT false NOT NULL,
	"details_image" text DEFAULT '' NOT NULL,
	"patient_active" boolean DEFAULT true NOT NULL,
	"consent_given" boolean NOT NULL,
	"consent_given_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_sex" CHECK ("patients"."sex" in ('Male', 'Female', 'Other', 'Unknown')),
	CONSTRAINT "patients_insurance_or_self_payer" CHECK ("patients"."is_self_payer" = ("patients"."insurance_agreement_id" is null))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"referrer_crp_id" integer NOT NULL,
	"sent_by_user_profile_id" integer NOT NULL,
	"job_role_id" integer NOT NULL,
	"specified_clinician" boolean NOT NULL,
	"target_crp_id" integer,
	"main_description" text NOT NULL,
	"history" text NOT NULL,
	"status" text NOT NULL,
	"is_private_view" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_on" timestamp with time zone,
	"completed_on" timestamp with time zone,
	"dna_on" timestamp with time zone,
	"rejected_on" timestamp with time zone,
	"cancelled_on" timestamp with time zone,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status" CHECK ("referrals"."status" in ('OPEN', 'PENDING', 'ACCEPTED', 'REJECTED', 'BOOKED', 'DNA', 'CANCELLED')),
	CONSTRAINT "referrals_target_by_status" CHECK (("referrals"."status" = 'OPEN') = ("referrals"."target_crp_id" is null)),
	CONSTRAINT "referrals_specified_has_target" CHECK (not "referrals"."specified_clinician" or "referrals"."target_crp_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("created_by_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_entered_by_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("entered_by_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_insurance_agreement_id_insurance_agreements_id_fk" FOREIGN KEY ("insurance_agreement_id") REFERENCES "insurance_agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_crp_id_clinician_role_profiles_id_fk" FOREIGN KEY ("referrer_crp_id") REFERENCES "clinician_role_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_sent_by_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("sent_by_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_job_role_id_job_roles_id_fk" FOREIGN KEY ("job_role_id") REFERENCES "job_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_target_crp_id_clinician_role_profiles_id_fk" FOREIGN KEY ("target_crp_id") REFERENCES "clinician_role_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_created_by_user_profile_id_created_on_index" ON "patients" USING btree ("created_by_user_profile_id","created_on");--> statement-breakpoint
CREATE INDEX "referrals_patient_id_index" ON "referrals" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_crp_id_status_index" ON "referrals" USING btree ("referrer_crp_id","status");--> statement-breakpoint
CREATE INDEX "referrals_target_crp_id_status_index" ON "referrals" USING btree ("target_crp_id","status");--> statement-breakpoint
CREATE INDEX "referrals_job_role_id_status_index" ON "referrals" USING btree ("job_role_id","status");