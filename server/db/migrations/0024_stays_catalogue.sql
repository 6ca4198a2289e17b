CREATE TABLE "stay_inventory" (
	"property_id" varchar(8) NOT NULL,
	"room_code" varchar(3) NOT NULL,
	"night" date NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stay_inventory_property_id_room_code_night_pk" PRIMARY KEY("property_id","room_code","night"),
	CONSTRAINT "stay_inventory_sold_check" CHECK ("stay_inventory"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stay_properties" (
	"id" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_code" varchar(3) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"district" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"distance_km" real NOT NULL,
	"stars" integer NOT NULL,
	"property_type" varchar(12) NOT NULL,
	"amenities" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"check_in" varchar(5) NOT NULL,
	"check_out" varchar(5) NOT NULL,
	"time_zone" text NOT NULL,
	"photos" integer NOT NULL,
	CONSTRAINT "stay_properties_stars_check" CHECK ("stay_properties"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "stay_room_types" (
	"property_id" varchar(8) NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" jsonb NOT NULL,
	"beds" integer NOT NULL,
	"bed_type" varchar(12) NOT NULL,
	"max_adults" integer NOT NULL,
	"max_children" integer NOT NULL,
	"size_m2" integer NOT NULL,
	"units" integer NOT NULL,
	"nightly_minor" integer NOT NULL,
	CONSTRAINT "stay_room_types_property_id_code_pk" PRIMARY KEY("property_id","code"),
	CONSTRAINT "stay_room_types_units_check" CHECK ("stay_room_types"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "stay_room_types" ADD CONSTRAINT "stay_room_types_property_id_stay_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."stay_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_properties_city_idx" ON "stay_properties" USING btree ("city_code");