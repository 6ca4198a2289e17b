-- The first insurance_policies table was only ever written by tests (nothing sold insurance before
-- the insurance wing): it gives way to the insurance order's own table (0022).
DROP TABLE "insurance_policies" CASCADE;