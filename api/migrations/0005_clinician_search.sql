CREATE TABLE "clinician_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinician_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invited_by_user_profile_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_clinicians" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourite_clinicians_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_profile_id" integer NOT NULL,
	"favourite_user_profile_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_clinicians_userProfileId_favouriteUserProfileId_unique" UNIQUE("user_profile_id","favourite_user_profile_id"),
	CONSTRAINT "favourite_clinicians_not_self" CHECK ("favourite_clinicians"."user_profile_id" <> "favourite_clinicians"."favourite_user_profile_id")
);
--> statement-breakpoint
ALTER TABLE "clinician_invitations" ADD CONSTRAINT "clinician_invitations_invited_by_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("invited_by_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_clinicians" ADD CONSTRAINT "favourite_clinicians_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_clinicians" ADD CONSTRAINT "favourite_clinicians_favourite_user_profile_id_user_profiles_id_fk" FOREIGN KEY ("favourite_user_profile_id") REFERENCES "user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinician_invitations_invited_by_user_profile_id_created_on_index" ON "clinician_invitations" USING btree ("invited_by_user_profile_id","created_on");--> statement-breakpoint
CREATE INDEX "clinician_invitations_email_created_on_index" ON "clinician_invitations" USING btree ("email","created_on");--> statement-breakpoint
CREATE INDEX "favourite_clinicians_favourite_user_profile_id_index" ON "favourite_clinicians" USING btree ("favourite_user_profile_id");--> statement-breakpoint
CREATE INDEX "addresses_clinic_earth_idx" ON "addresses" USING gist (ll_to_earth("latitude", "longitude")) WHERE "addresses"."address_type" = 'clinic' and "addresses"."latitude" is not null and "addresses"."longitude" is not null;--> statement-breakpoint
CREATE INDEX "clinics_address_id_index" ON "clinics" USING btree ("address_id");