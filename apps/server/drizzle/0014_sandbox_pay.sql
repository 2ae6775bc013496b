CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"customer_id" text,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"tier" text NOT NULL,
	"interval" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"trial_days" integer NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"pending_card" jsonb,
	"subscription_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"seq" serial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"ordering_key" text NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"last_error" text,
	CONSTRAINT "sandbox_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_invoices" (
	"seq" serial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"number" text GENERATED ALWAYS AS ('KS-' || lpad(seq::text, 6, '0')) STORED NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text,
	"checkout_id" text,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_invoices_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"tier" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"trial_end" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"next_amount" integer,
	"credit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_expiry_idx" ON "sandbox_checkout_sessions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_events_pending_idx" ON "sandbox_events" USING btree ("seq") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_due_idx" ON "sandbox_subscriptions" USING btree ("status","current_period_end");