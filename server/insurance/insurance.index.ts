import { OpenAPIHono } from '@hono/zod-openapi';
import { validationHook } from '../lib/create-app';
import { addInsuranceDataHandler, insuranceDataValidationHook, quoteInsuranceHandler, quoteValidationHook, type InsuranceBindings } from './insurance.handlers';
import { addInsuranceData, quoteInsurance } from './insurance.routes';
import { getInsuranceProvider } from './providers';

/** The insurance wing's API: quotes and the applicant's details; purchase and certificates join it. */
export const insuranceRouter = new OpenAPIHono<InsuranceBindings>({ defaultHook: validationHook });

// Only this wing's addresses get the insurer.
insuranceRouter.use('/insurance/*', async (c, next) => {
  c.set('insurance', getInsuranceProvider());
  await next();
});

insuranceRouter.openapi(quoteInsurance, quoteInsuranceHandler, quoteValidationHook).openapi(addInsuranceData, addInsuranceDataHandler, insuranceDataValidationHook);
