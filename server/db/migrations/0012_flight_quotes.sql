CREATE TABLE "flight_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"search_id" uuid,
	"offer_id" varchar(64) NOT NULL,
	"offer" jsonb NOT NULL,
	"dictionaries" jsonb NOT NULL,
	"previous_total" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offers" jsonb NOT NULL,
	"dictionaries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flight_quotes_search_offer_idx" ON "flight_quotes" USING btree ("search_id","offer_id");--> statement-breakpoint
CREATE INDEX "flight_quotes_expires_idx" ON "flight_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "flight_searches_expires_idx" ON "flight_searches" USING btree ("expires_at");