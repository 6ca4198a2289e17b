CREATE TYPE "public"."booking_status" AS ENUM('PENDING', 'CONFIRMED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "booking_flights" (
	"booking_id" uuid NOT NULL,
	"flight_key" text NOT NULL,
	"cabin" varchar(16) NOT NULL,
	"seats" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"traveler_id" varchar(4) NOT NULL,
	"traveler_type" varchar(16) NOT NULL,
	"title" varchar(8) NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" varchar(6) NOT NULL,
	"nationality" varchar(2) NOT NULL,
	"passport_number" text NOT NULL,
	"passport_country" varchar(2) NOT NULL,
	"passport_expiry" date NOT NULL,
	"associated_adult_id" varchar(4)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(12) NOT NULL,
	"status" "booking_status" DEFAULT 'PENDING' NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"base_minor" integer NOT NULL,
	"taxes_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"voucher_code" text,
	"offer" jsonb NOT NULL,
	"payment_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_total_check" CHECK ("bookings"."total_minor" = "bookings"."base_minor" + "bookings"."taxes_minor" - "bookings"."discount_minor" AND "bookings"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_inventory" (
	"flight_key" text NOT NULL,
	"cabin" varchar(16) NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_inventory_sold_check" CHECK ("flight_inventory"."sold" >= 0 AND "flight_inventory"."sold" <= "flight_inventory"."capacity")
);
--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_flights_pk" ON "booking_flights" USING btree ("booking_id","flight_key");--> statement-breakpoint
CREATE INDEX "booking_flights_flight_idx" ON "booking_flights" USING btree ("flight_key","cabin");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_passengers_traveler_idx" ON "booking_passengers" USING btree ("booking_id","traveler_id");--> statement-breakpoint
CREATE INDEX "bookings_status_deadline_idx" ON "bookings" USING btree ("status","payment_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_inventory_pk" ON "flight_inventory" USING btree ("flight_key","cabin");