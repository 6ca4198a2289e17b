import { createRouter } from '../lib/create-app';
import {
  applyVoucherHandler,
  bankCheckHandler,
  confirmContactHandler,
  confirmContactLinkHandler,
  flightPaymentMethodsHandler,
  flutterwaveCheckoutHandler,
  flutterwaveReturnHandler,
  flutterwaveWebhookHandler,
  paystackCheckoutHandler,
  paystackReturnHandler,
  paystackWebhookHandler,
  removeVoucherHandler,
  selectPaymentHandler,
} from './payments.handlers';
import {
  applyVoucherRoute,
  bankCheck,
  confirmContactLinkRoute,
  confirmContactRoute,
  flightPaymentMethods,
  flutterwaveCheckout,
  flutterwaveReturn,
  flutterwaveWebhook,
  paystackCheckout,
  paystackReturn,
  paystackWebhook,
  removeVoucherRoute,
  selectPayment,
} from './payments.routes';

/** Paying any order: methods, card checkouts and their returns, bank transfer, promo codes, the gateways' webhooks. */
export const paymentsRouter = createRouter()
  .openapi(selectPayment, selectPaymentHandler)
  .openapi(confirmContactRoute, confirmContactHandler)
  .openapi(confirmContactLinkRoute, confirmContactLinkHandler)
  .openapi(flightPaymentMethods, flightPaymentMethodsHandler)
  .openapi(paystackCheckout, paystackCheckoutHandler)
  .openapi(flutterwaveCheckout, flutterwaveCheckoutHandler)
  .openapi(paystackReturn, paystackReturnHandler)
  .openapi(flutterwaveReturn, flutterwaveReturnHandler)
  .openapi(bankCheck, bankCheckHandler)
  .openapi(applyVoucherRoute, applyVoucherHandler)
  .openapi(removeVoucherRoute, removeVoucherHandler)
  .openapi(paystackWebhook, paystackWebhookHandler)
  .openapi(flutterwaveWebhook, flutterwaveWebhookHandler);
