CREATE TABLE "auth_attempts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_attempts_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "auth_attempts_scope_ck" CHECK ("auth_attempts"."scope" IN ('staff_account', 'staff_address', 'order_pin'))
);
--> statement-breakpoint
CREATE INDEX "auth_attempts_last_failure_idx" ON "auth_attempts" USING btree ("last_failure_at");