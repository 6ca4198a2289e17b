CREATE TABLE "stay_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"property_id" varchar(8) NOT NULL,
	"room_code" varchar(3) NOT NULL,
	"rate_code" varchar(3) NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer NOT NULL,
	"adults" integer NOT NULL,
	"child_ages" jsonb NOT NULL,
	"guest" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"holding" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stay_bookings_nights_check" CHECK ("stay_bookings"."check_out" > "stay_bookings"."check_in")
);
--> statement-breakpoint
ALTER TABLE "stay_bookings" ADD CONSTRAINT "stay_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_bookings" ADD CONSTRAINT "stay_bookings_property_id_stay_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."stay_properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_bookings_property_idx" ON "stay_bookings" USING btree ("property_id","check_in");