ALTER TABLE "users" ADD COLUMN "preferred_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_language" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_trip_updates" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_deals" integer DEFAULT 0 NOT NULL;