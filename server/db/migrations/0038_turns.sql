CREATE TABLE "turns" (
	"key" text PRIMARY KEY NOT NULL,
	"free_at" timestamp with time zone NOT NULL
);
