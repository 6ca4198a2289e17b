CREATE TABLE "insurance_policies" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"request" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"applicant" jsonb NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_quote_reference" varchar(64),
	"contract_number" varchar(40),
	"issued_at" timestamp with time zone,
	"ngn_per_eur" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "insurance_policies_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "insurance_policies_issued_check" CHECK (("insurance_policies"."contract_number" IS NULL) = ("insurance_policies"."issued_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;