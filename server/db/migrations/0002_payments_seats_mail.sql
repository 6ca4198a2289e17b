CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'SUCCEEDED', 'FAILED', 'REFUND_DUE');--> statement-breakpoint
CREATE TABLE "booking_bags" (
	"booking_id" uuid NOT NULL,
	"traveler_id" varchar(4) NOT NULL,
	"itinerary_index" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "booking_bags_quantity_check" CHECK ("booking_bags"."quantity" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "booking_seats" (
	"booking_id" uuid NOT NULL,
	"traveler_id" varchar(4) NOT NULL,
	"segment_id" varchar(8) NOT NULL,
	"flight_key" text NOT NULL,
	"seat_number" varchar(4) NOT NULL,
	"price_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(32) NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(40) NOT NULL,
	"booking_id" uuid NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"gateway_transaction_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 4100000 CACHE 1),
	"gateway" varchar(16) NOT NULL,
	"reference" varchar(40) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off_minor" integer,
	"currency" varchar(3) DEFAULT 'NGN' NOT NULL,
	"min_total_minor" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_discount_check" CHECK (("vouchers"."percent_off" BETWEEN 1 AND 100 AND "vouchers"."amount_off_minor" IS NULL) OR ("vouchers"."amount_off_minor" > 0 AND "vouchers"."percent_off" IS NULL)),
	CONSTRAINT "vouchers_redemptions_check" CHECK ("vouchers"."redemptions" >= 0 AND ("vouchers"."max_redemptions" IS NULL OR "vouchers"."redemptions" <= "vouchers"."max_redemptions"))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_total_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extras_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" varchar(16);--> statement-breakpoint
ALTER TABLE "booking_bags" ADD CONSTRAINT "booking_bags_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_seats" ADD CONSTRAINT "booking_seats_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_bags_pk" ON "booking_bags" USING btree ("booking_id","traveler_id","itinerary_index");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_seats_seat_idx" ON "booking_seats" USING btree ("flight_key","seat_number");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_seats_traveler_idx" ON "booking_seats" USING btree ("booking_id","traveler_id","segment_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_total_check" CHECK ("bookings"."total_minor" = "bookings"."base_minor" + "bookings"."taxes_minor" + "bookings"."extras_minor" - "bookings"."discount_minor" AND "bookings"."total_minor" >= 0);