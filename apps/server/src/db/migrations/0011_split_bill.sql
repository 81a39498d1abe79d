CREATE TABLE "bill_share_claims" (
	"share_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"numerator" integer NOT NULL,
	"denominator" integer NOT NULL,
	"line_name" text NOT NULL,
	CONSTRAINT "bill_share_claims_share_id_line_key_pk" PRIMARY KEY("share_id","line_key"),
	CONSTRAINT "bill_share_claims_fraction_ck" CHECK ("bill_share_claims"."numerator" > 0 AND "bill_share_claims"."numerator" <= "bill_share_claims"."denominator")
);
--> statement-breakpoint
CREATE TABLE "bill_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"payer_name" text NOT NULL,
	"way" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"tip_minor" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"split_parts" integer,
	"split_basis_minor" integer,
	"held_until" timestamp with time zone,
	"released_at" timestamp with time zone,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_shares_way_ck" CHECK ("bill_shares"."way" IN ('REMAINING', 'EQUAL', 'ITEMS', 'AMOUNT')),
	CONSTRAINT "bill_shares_status_ck" CHECK ("bill_shares"."status" IN ('HELD', 'PAID', 'RELEASED')),
	CONSTRAINT "bill_shares_release_reason_ck" CHECK ("bill_shares"."release_reason" IN ('FAILED', 'EXPIRED', 'BILL_CHANGED')),
	CONSTRAINT "bill_shares_amount_ck" CHECK ("bill_shares"."amount_minor" > 0),
	CONSTRAINT "bill_shares_tip_ck" CHECK ("bill_shares"."tip_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refunded_ck";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "bill_share_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tip_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bill_share_id" integer;--> statement-breakpoint
ALTER TABLE "branch_settings" ADD COLUMN "split_bill_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_share_claims" ADD CONSTRAINT "bill_share_claims_share_id_bill_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."bill_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_shares" ADD CONSTRAINT "bill_shares_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_shares" ADD CONSTRAINT "bill_shares_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_shares" ADD CONSTRAINT "bill_shares_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_shares_order_status_idx" ON "bill_shares" USING btree ("order_id","status");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_bill_share_id_bill_shares_id_fk" FOREIGN KEY ("bill_share_id") REFERENCES "public"."bill_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_share_id_bill_shares_id_fk" FOREIGN KEY ("bill_share_id") REFERENCES "public"."bill_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_bill_share_id_unique" UNIQUE("bill_share_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_share_id_unique" UNIQUE("bill_share_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_ck" CHECK ("payments"."refunded_minor" >= 0 AND "payments"."refunded_minor" <= "payments"."amount_minor" + "payments"."tip_minor");