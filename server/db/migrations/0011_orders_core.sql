-- One checkout for every product: bookings become product-neutral orders; a flight order's own
-- part (its offer) moves to flight_orders, and the flight tables take the wing's names. Every row
-- is kept: tables and columns are renamed, never recreated.
ALTER TYPE "booking_status" RENAME TO "order_status";--> statement-breakpoint
ALTER TABLE "bookings" RENAME TO "orders";--> statement-breakpoint
ALTER INDEX "bookings_pkey" RENAME TO "orders_pkey";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" varchar(16);--> statement-breakpoint
UPDATE "orders" SET "kind" = 'flight';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "cancelled_at" = "updated_at" WHERE "status" = 'CANCELLED';--> statement-breakpoint
CREATE TABLE "flight_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"offer" jsonb NOT NULL
);--> statement-breakpoint
INSERT INTO "flight_orders" ("order_id", "offer") SELECT "id", "offer" FROM "orders";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "offer";--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "bookings_reference_unique" TO "orders_reference_unique";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "bookings_total_check" TO "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "bookings_user_id_users_id_fk" TO "orders_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "bookings_voucher_code_vouchers_code_fk" TO "orders_voucher_code_vouchers_code_fk";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_check" CHECK ("orders"."refunded_minor" >= 0 AND "orders"."refunded_minor" <= "orders"."total_minor");--> statement-breakpoint
ALTER INDEX "bookings_status_deadline_idx" RENAME TO "orders_status_deadline_idx";--> statement-breakpoint
ALTER INDEX "bookings_contact_email_idx" RENAME TO "orders_contact_email_idx";--> statement-breakpoint
ALTER INDEX "bookings_user_idx" RENAME TO "orders_user_idx";--> statement-breakpoint
ALTER INDEX "bookings_client_address_idx" RENAME TO "orders_client_address_idx";--> statement-breakpoint
ALTER TABLE "booking_passengers" RENAME TO "flight_passengers";--> statement-breakpoint
ALTER INDEX "booking_passengers_pkey" RENAME TO "flight_passengers_pkey";--> statement-breakpoint
ALTER TABLE "flight_passengers" RENAME COLUMN "booking_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "flight_passengers" RENAME CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" TO "flight_passengers_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "booking_passengers_traveler_idx" RENAME TO "flight_passengers_traveler_idx";--> statement-breakpoint
ALTER TABLE "booking_flights" RENAME TO "flight_holds";--> statement-breakpoint
ALTER TABLE "flight_holds" RENAME COLUMN "booking_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "flight_holds" RENAME CONSTRAINT "booking_flights_booking_id_bookings_id_fk" TO "flight_holds_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "booking_flights_pk" RENAME TO "flight_holds_pk";--> statement-breakpoint
ALTER INDEX "booking_flights_flight_idx" RENAME TO "flight_holds_flight_idx";--> statement-breakpoint
ALTER TABLE "booking_seats" RENAME TO "flight_seats";--> statement-breakpoint
ALTER TABLE "flight_seats" RENAME COLUMN "booking_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "flight_seats" RENAME CONSTRAINT "booking_seats_booking_id_bookings_id_fk" TO "flight_seats_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "booking_seats_seat_idx" RENAME TO "flight_seats_seat_idx";--> statement-breakpoint
ALTER INDEX "booking_seats_traveler_idx" RENAME TO "flight_seats_traveler_idx";--> statement-breakpoint
ALTER TABLE "booking_bags" RENAME TO "flight_bags";--> statement-breakpoint
ALTER TABLE "flight_bags" RENAME COLUMN "booking_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "flight_bags" RENAME CONSTRAINT "booking_bags_booking_id_bookings_id_fk" TO "flight_bags_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "flight_bags" RENAME CONSTRAINT "booking_bags_quantity_check" TO "flight_bags_quantity_check";--> statement-breakpoint
ALTER INDEX "booking_bags_pk" RENAME TO "flight_bags_pk";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "booking_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "payments_booking_id_bookings_id_fk" TO "payments_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "payments_booking_idx" RENAME TO "payments_order_idx";--> statement-breakpoint
ALTER TABLE "one_time_codes" RENAME COLUMN "booking_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "one_time_codes" RENAME CONSTRAINT "one_time_codes_booking_id_bookings_id_fk" TO "one_time_codes_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "one_time_codes_booking_idx" RENAME TO "one_time_codes_order_idx";--> statement-breakpoint
ALTER TABLE "referral_rewards" RENAME COLUMN "booking_id" TO "order_id";--> statement-breakpoint
ALTER TABLE "referral_rewards" RENAME CONSTRAINT "referral_rewards_booking_id_bookings_id_fk" TO "referral_rewards_order_id_orders_id_fk";
