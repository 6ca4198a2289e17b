CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_number" varchar(32) NOT NULL,
	"user_id" uuid,
	"contact_email" text NOT NULL,
	"status" "booking_status" DEFAULT 'PENDING' NOT NULL,
	"booking_type" varchar(12) NOT NULL,
	"trip_type" varchar(16) NOT NULL,
	"purpose_of_travel" text NOT NULL,
	"destination_country" varchar(2) NOT NULL,
	"cover_begins" date NOT NULL,
	"cover_ends" date NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"fees" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"purchased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "insurance_policies_cover_check" CHECK ("insurance_policies"."cover_ends" >= "insurance_policies"."cover_begins")
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" uuid NOT NULL,
	"invitee_id" uuid,
	"booking_id" uuid,
	"voucher_code" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"provider" varchar(16) NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_user_idx" ON "insurance_policies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "insurance_policies_contact_email_idx" ON "insurance_policies" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_invitee_idx" ON "referral_rewards" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_inviter_idx" ON "referral_rewards" USING btree ("inviter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_idx" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;