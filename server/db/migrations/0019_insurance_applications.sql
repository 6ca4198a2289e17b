CREATE TABLE "insurance_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"plan_code" varchar(30) NOT NULL,
	"booking_type" varchar(12) NOT NULL,
	"applicant" jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"user_id" uuid,
	"total_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_applications" ADD CONSTRAINT "insurance_applications_quote_id_insurance_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."insurance_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_applications" ADD CONSTRAINT "insurance_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_applications_quote_idx" ON "insurance_applications" USING btree ("quote_id");