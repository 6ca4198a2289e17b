CREATE TABLE "insurance_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request" jsonb NOT NULL,
	"plans" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insurance_quotes_expires_idx" ON "insurance_quotes" USING btree ("expires_at");