ALTER TABLE "orders" ADD COLUMN "fulfilment" varchar(8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_error" text;--> statement-breakpoint
CREATE INDEX "orders_fulfilment_open_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."fulfilment" <> 'DONE';--> statement-breakpoint
-- Orders paid before this: finished, except flights still waiting for their e-tickets within a week of payment (they were asked again when looked at; now the job asks).
UPDATE "orders" SET "fulfilment" = CASE
  WHEN "kind" = 'flight' AND "provider_order_id" IS NOT NULL AND "paid_at" > now() - interval '7 days'
    AND EXISTS (SELECT 1 FROM "flight_passengers" p WHERE p."order_id" = "orders"."id" AND p."ticket_number" IS NULL)
  THEN 'PENDING' ELSE 'DONE' END
WHERE "paid_at" IS NOT NULL;
