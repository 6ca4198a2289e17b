import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { Currency } from '@/lib/locale-defaults';
import fare from './Receipt.module.scss';

interface OrderReceiptProps {
  currency: Currency;
  /** What makes up the price, each with its amount (decimal strings, as the API writes them). */
  lines: Array<{ label: string; amount: string }>;
  /** A promo code's saving, shown when there is one. */
  discount: { label: string; amount: string };
  total: { label: string; amount: string };
}

/** What an order costs, for every product's payment and confirmation: its parts, any promo code, the total; in the order's currency. */
export function OrderReceipt({ currency, lines, discount, total }: OrderReceiptProps) {
  const { receiptMoney } = useFormatters();
  const inReceipt = receiptMoney(
    [...lines, discount, total].map((line) => toMinor(line.amount)),
    currency,
  );
  const amount = (value: string) => inReceipt(toMinor(value));
  return (
    <dl className={fare.fare}>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{amount(line.amount)}</dd>
        </div>
      ))}
      {toMinor(discount.amount) > 0 && (
        <div className={fare.discount}>
          <dt>{discount.label}</dt>
          <dd>−{amount(discount.amount)}</dd>
        </div>
      )}
      <div className={fare.total}>
        <dt>{total.label}</dt>
        <dd>{amount(total.amount)}</dd>
      </div>
    </dl>
  );
}
