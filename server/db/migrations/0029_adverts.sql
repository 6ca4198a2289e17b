CREATE TABLE "advert_stats" (
	"advert_id" varchar(60) NOT NULL,
	"day" date NOT NULL,
	"position" varchar(24) NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_stats_advert_id_day_position_pk" PRIMARY KEY("advert_id","day","position")
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" varchar(60) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"advertiser" text NOT NULL,
	"positions" jsonb NOT NULL,
	"language" varchar(2) NOT NULL,
	"countries" jsonb,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"action" text NOT NULL,
	"url" text NOT NULL,
	"art" varchar(16),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"weight" smallint DEFAULT 10 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverts_weight_check" CHECK ("adverts"."weight" BETWEEN 1 AND 100),
	CONSTRAINT "adverts_dates_check" CHECK ("adverts"."ends_on" >= "adverts"."starts_on"),
	CONSTRAINT "adverts_kind_check" CHECK ("adverts"."kind" IN ('house', 'partner'))
);
--> statement-breakpoint
ALTER TABLE "advert_stats" ADD CONSTRAINT "advert_stats_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverts_dates_idx" ON "adverts" USING btree ("starts_on","ends_on");