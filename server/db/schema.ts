/**
 * The whole database schema, one module per wing and platform part (drizzle-kit and the database
 * client read it from here). Each table lives beside the code that owns it.
 */
export * from '../reference/schema';
export * from '../orders/schema';
export * from '../payments/schema';
export * from '../accounts/schema';
export * from '../accounts/codes.schema';
export * from '../mail/schema';
export * from '../hub/schema';
export * from '../lib/schema';
export * from '../flights/schema';
export * from '../insurance/schema';
export * from '../stays/schema';
export * from '../reviews/schema';
export * from '../experiences/schema';
export * from '../ads/schema';
export * from '../push/schema';
export * from '../aftersales/schema';
