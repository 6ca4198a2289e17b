DROP INDEX "stay_properties_city_idx";--> statement-breakpoint
ALTER TABLE "stay_properties" ALTER COLUMN "stars" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stay_properties" ADD COLUMN "provider" varchar(8) DEFAULT 'stays' NOT NULL;--> statement-breakpoint
CREATE INDEX "stay_properties_city_idx" ON "stay_properties" USING btree ("city_code","provider");