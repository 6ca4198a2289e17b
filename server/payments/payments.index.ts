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
  getPayableBookingHandler,
  paystackCheckoutHandler,
  paystackReturnHandler,
  paystackWebhookHandler,
  removeVoucherHandler,
  selectPaymentHandler,
  staffAwaitingHandler,
  staffRefundUnfulfilledHandler,
  staffRetryFulfilmentHandler,
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
  getPayableBooking,
  paystackCheckout,
  paystackReturn,
  paystackWebhook,
  removeVoucherRoute,
  selectPayment,
  staffAwaitingRoute,
  staffRefundUnfulfilledRoute,
  staffRetryFulfilmentRoute,
} from './payments.routes';

/** Paying any order: methods, card checkouts and their returns, bank transfer, promo codes, the gateways' webhooks; for our staff, paid bookings their provider has not confirmed. */
export const paymentsRouter = createRouter()
  .openapi(getPayableBooking, getPayableBookingHandler)
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
  .openapi(flutterwaveWebhook, flutterwaveWebhookHandler)
  .openapi(staffAwaitingRoute, staffAwaitingHandler)
  .openapi(staffRetryFulfilmentRoute, staffRetryFulfilmentHandler)
  .openapi(staffRefundUnfulfilledRoute, staffRefundUnfulfilledHandler);
