CREATE TABLE "airlines" (
	"iata" varchar(2) PRIMARY KEY NOT NULL,
	"icao" varchar(3),
	"name" text NOT NULL,
	"country_code" varchar(2)
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"iata" varchar(3) PRIMARY KEY NOT NULL,
	"icao" varchar(4),
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"code3" varchar(3) NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	CONSTRAINT "countries_code3_unique" UNIQUE("code3")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"dataset" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"rows" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_country_idx" ON "airports" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "airports_city_idx" ON "airports" USING btree ("city");