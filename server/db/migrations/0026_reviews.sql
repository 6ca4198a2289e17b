CREATE TABLE "reviews" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject_id" varchar(40) NOT NULL,
	"order_id" uuid,
	"author_name" text NOT NULL,
	"author_country" varchar(2),
	"language" varchar(2) NOT NULL,
	"overall" smallint NOT NULL,
	"categories" jsonb NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"experienced_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "reviews_overall_check" CHECK ("reviews"."overall" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("kind","subject_id","created_at");