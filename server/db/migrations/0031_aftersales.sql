CREATE TABLE "aftersales_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" varchar(10) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"staff_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aftersales_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"status" varchar(10) DEFAULT 'RECEIVED' NOT NULL,
	"asked" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"fee_minor" integer,
	"fare_difference_minor" integer,
	"penalty_minor" integer,
	"refund_minor" integer,
	"quote_note" text,
	"quoted_at" timestamp with time zone,
	"quote_expires_at" timestamp with time zone,
	"charge_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aftersales_requests_type_check" CHECK ("aftersales_requests"."type" IN ('CHANGE_DATES', 'CANCEL', 'NAME_CORRECTION', 'SCHEDULE_CHANGE')),
	CONSTRAINT "aftersales_requests_status_check" CHECK ("aftersales_requests"."status" IN ('RECEIVED', 'QUOTED', 'ACCEPTED', 'DONE', 'REFUSED')),
	CONSTRAINT "aftersales_requests_amounts_check" CHECK (COALESCE("aftersales_requests"."fee_minor", 0) >= 0 AND COALESCE("aftersales_requests"."fare_difference_minor", 0) >= 0 AND COALESCE("aftersales_requests"."penalty_minor", 0) >= 0 AND COALESCE("aftersales_requests"."refund_minor", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "aftersales_events" ADD CONSTRAINT "aftersales_events_request_id_aftersales_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."aftersales_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales_events" ADD CONSTRAINT "aftersales_events_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales_requests" ADD CONSTRAINT "aftersales_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftersales_requests" ADD CONSTRAINT "aftersales_requests_charge_fk" FOREIGN KEY ("charge_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aftersales_events_request_idx" ON "aftersales_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "aftersales_requests_order_idx" ON "aftersales_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "aftersales_requests_status_idx" ON "aftersales_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aftersales_requests_open_idx" ON "aftersales_requests" USING btree ("order_id") WHERE "aftersales_requests"."status" IN ('RECEIVED', 'QUOTED', 'ACCEPTED');--> statement-breakpoint
CREATE UNIQUE INDEX "aftersales_requests_charge_idx" ON "aftersales_requests" USING btree ("charge_order_id");