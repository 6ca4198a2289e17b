ALTER TABLE "payments" ADD COLUMN "channel" varchar(16) DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_account" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "channel" varchar(16) DEFAULT 'card' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transfer_once_idx" ON "payments" USING btree ("order_id","amount_minor") WHERE "payments"."channel" = 'bank_transfer';