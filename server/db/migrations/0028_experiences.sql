CREATE TABLE "experience_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"experience_id" varchar(8) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"participants" jsonb NOT NULL,
	"guest" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"holding" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_slot_sales" (
	"experience_id" varchar(8) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experience_slot_sales_experience_id_starts_at_pk" PRIMARY KEY("experience_id","starts_at"),
	CONSTRAINT "experience_slot_sales_sold_check" CHECK ("experience_slot_sales"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" varchar(8) PRIMARY KEY NOT NULL,
	"category" varchar(16) NOT NULL,
	"city_code" varchar(3) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"highlights" jsonb NOT NULL,
	"included" jsonb NOT NULL,
	"not_included" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"meeting_point" jsonb NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"languages" jsonb NOT NULL,
	"accessibility" jsonb NOT NULL,
	"free_cancellation_hours" integer NOT NULL,
	"schedule" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"prices" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"photos" integer NOT NULL,
	"informational" boolean DEFAULT false NOT NULL,
	"practical" jsonb,
	CONSTRAINT "experiences_capacity_check" CHECK ("experiences"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD CONSTRAINT "experience_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD CONSTRAINT "experience_bookings_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_bookings_slot_idx" ON "experience_bookings" USING btree ("experience_id","starts_at");--> statement-breakpoint
CREATE INDEX "experiences_city_idx" ON "experiences" USING btree ("city_code","category");