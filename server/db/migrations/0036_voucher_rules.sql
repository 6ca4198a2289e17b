ALTER TABLE "vouchers" ADD COLUMN "first_trip_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "once_per_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "order_kinds" text[];--> statement-breakpoint
UPDATE "vouchers" SET "first_trip_only" = true, "once_per_person" = true WHERE "code" = 'WELCOME10';