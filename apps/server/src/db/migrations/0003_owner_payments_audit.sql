CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer,
	"staff_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"provider_ref" text,
	"reason" text DEFAULT '' NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_status_ck" CHECK ("payment_refunds"."status" IN ('PENDING', 'SUCCEEDED', 'FAILED')),
	CONSTRAINT "payment_refunds_amount_ck" CHECK ("payment_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"public_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret_ciphertext" text,
	"secret_hints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_user_id" integer,
	CONSTRAINT "provider_settings_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind"),
	CONSTRAINT "provider_settings_kind_ck" CHECK ("provider_settings"."kind" IN ('payment', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "setup_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setup_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "setup_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id"),
	CONSTRAINT "webhook_events_provider_ck" CHECK ("webhook_events"."provider" IN ('simulated', 'stripe', 'razorpay'))
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_ck";--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider" text DEFAULT 'simulated' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "needs_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_updated_by_staff_user_id_staff_users_id_fk" FOREIGN KEY ("updated_by_staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_idx" ON "audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_provider_ck" CHECK ("payment_sessions"."provider" IN ('simulated', 'stripe', 'razorpay'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_ck" CHECK ("payments"."provider" IN ('simulated', 'stripe', 'razorpay'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_ck" CHECK ("payments"."refunded_minor" >= 0 AND "payments"."refunded_minor" <= "payments"."amount_minor");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_ck" CHECK ("staff_users"."role" IN ('OWNER', 'MANAGER', 'CUSTOMER_ASSOCIATE', 'WAITER', 'KITCHEN'));