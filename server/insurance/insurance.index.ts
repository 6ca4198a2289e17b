import { OpenAPIHono } from '@hono/zod-openapi';
import { validationHook } from '../lib/create-app';
import {
  addInsuranceDataHandler,
  bookInsuranceHandler,
  cancelInsuranceHandler,
  getInsuranceQuoteHandler,
  insuranceDataValidationHook,
  insurancePaymentStatusHandler,
  quoteInsuranceHandler,
  quoteValidationHook,
  resendInsuranceConfirmationHandler,
  verifyPolicyHandler,
  type InsuranceBindings,
} from './insurance.handlers';
import {
  addInsuranceData,
  bookInsurance,
  cancelInsurance,
  getInsuranceQuote,
  insurancePaymentStatus,
  quoteInsurance,
  resendInsuranceConfirmation,
  verifyPolicy,
} from './insurance.routes';
import { getInsuranceProvider } from './providers';

/** The insurance wing's API: quotes, the applicant's details, booking, payment status, the confirmation again, and the certificate check. */
export const insuranceRouter = new OpenAPIHono<InsuranceBindings>({ defaultHook: validationHook });

// Only this wing's addresses get the insurer.
insuranceRouter.use('/insurance/*', async (c, next) => {
  c.set('insurance', getInsuranceProvider());
  await next();
});

insuranceRouter
  .openapi(quoteInsurance, quoteInsuranceHandler, quoteValidationHook)
  .openapi(getInsuranceQuote, getInsuranceQuoteHandler)
  .openapi(addInsuranceData, addInsuranceDataHandler, insuranceDataValidationHook)
  .openapi(bookInsurance, bookInsuranceHandler)
  .openapi(insurancePaymentStatus, insurancePaymentStatusHandler)
  .openapi(resendInsuranceConfirmation, resendInsuranceConfirmationHandler)
  .openapi(verifyPolicy, verifyPolicyHandler)
  .openapi(cancelInsurance, cancelInsuranceHandler);
