import { join } from 'node:path';
import { createEvents, type EventAttributes } from 'ics';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Database } from '../db/client';
import { env } from '../env';
import { logger } from '../../common/node/logger';
import { fromMinor } from '../lib/money';
import { lagosTime, receiptMoney } from '../mail/format';
import { kindOf, type LoadedOrder, type OrderDocument } from './orders';

/** DejaVu Sans: the naira sign, French accents and Yoruba tone marks, embedded (subset) in each PDF. */
const FONT_DIR = join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');

const COPY = {
  en: {
    reference: 'Booking ID',
    status: 'Paid',
    paidOn: 'Paid on',
    lagosTime: 'Lagos time',
    receipt: 'Receipt',
    base: 'Fare',
    taxes: 'Taxes and fees',
    discount: 'Promo code',
    total: 'Total paid',
    manage: 'Manage your booking',
    help: (phone: string, email: string) => `Questions? ${email} · ${phone} (24/7)`,
  },
  fr: {
    reference: 'Numéro de réservation',
    status: 'Payée',
    paidOn: 'Payée le',
    lagosTime: 'heure de Lagos',
    receipt: 'Reçu',
    base: 'Tarif',
    taxes: 'Taxes et frais',
    discount: 'Code promo',
    total: 'Total payé',
    manage: 'Gérer votre réservation',
    help: (phone: string, email: string) => `Des questions\u00a0? ${email} · ${phone} (24\u00a0h/24)`,
  },
} as const;

/** Where a paid order is managed (never a signed link: the PDF is printed and passed around). */
export const manageUrl = (origin: string, order: Pick<LoadedOrder['order'], 'language' | 'reference'>) =>
  `${origin}${order.language === 'fr' ? '/fr' : ''}/manage?booking=${order.reference}`;

/** The e-ticket as an email attachment; null (logged) if it cannot be made: the confirmation goes out anyway. */
export async function ticketAttachment(db: Pick<Database, 'select'>, loaded: LoadedOrder, origin: string) {
  try {
    const pdf = await ticketPdf(loaded, await orderDocument(db, loaded), origin);
    return { filename: `baobab-${loaded.order.reference}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') };
  } catch (error) {
    logger.error('e-ticket not made', { booking: loaded.order.reference, error: String(error) });
    return null;
  }
}

/** The order's documents as its product tells them. */
export const orderDocument = (db: Pick<Database, 'select'>, { order, details }: LoadedOrder): Promise<OrderDocument> =>
  kindOf(order).document(db, order, details);

/**
 * The e-ticket and receipt of a paid order: one A4 page in black on white (it is printed), the
 * brand, the booking ID large, what was bought and for whom, the fare paid, and where to manage it.
 */
export function ticketPdf(loaded: LoadedOrder, document: OrderDocument, origin: string): Promise<Buffer> {
  const { order } = loaded;
  const manage = manageUrl(origin, order);
  const language = order.language === 'fr' ? 'fr' : 'en';
  const copy = COPY[language];
  const config = env();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${document.title} ${order.reference}`, Author: 'Baobab', Subject: order.reference },
    lang: language,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', join(FONT_DIR, 'DejaVuSans.ttf'));
  pdf.registerFont('bold', join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const width = pdf.page.width - 96;

  pdf.font('bold').fontSize(20).text('Baobab', { continued: true }).font('regular').fontSize(12).text(`   ${document.title}`);
  pdf.moveDown(0.8);
  pdf.font('regular').fontSize(10).text(copy.reference);
  pdf.font('bold').fontSize(28).text(order.reference, { characterSpacing: 3 });
  const paidOn = order.paidAt ? lagosTime(order.paidAt, language, { dateStyle: 'long', timeStyle: 'short' }) : '';
  // "Paid on 24 November 2026 at 12:25 (Lagos time)": the status and its date in one phrase.
  pdf
    .font('regular')
    .fontSize(10)
    .text(paidOn ? `${copy.paidOn} ${paidOn} (${copy.lagosTime})` : copy.status);
  if (document.qr) drawQr(pdf, `${origin}${order.language === 'fr' ? '/fr' : ''}${document.qr.path}`, document.qr.caption, 48 + width - QR_SIZE, 48);
  pdf.moveDown();

  const rule = () => {
    pdf
      .moveTo(48, pdf.y)
      .lineTo(48 + width, pdf.y)
      .lineWidth(0.5)
      .strokeColor('#000')
      .stroke();
    pdf.moveDown(0.5);
  };
  for (const section of document.sections) {
    rule();
    pdf.font('bold').fontSize(13).text(section.title);
    pdf.moveDown(0.3);
    for (const line of section.lines) pdf.font('regular').fontSize(10.5).text(line, { width, paragraphGap: 3 });
    pdf.moveDown(0.6);
  }

  rule();
  pdf.font('bold').fontSize(13).text(copy.receipt);
  pdf.moveDown(0.3);
  const line = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 12 : 10.5)
      .text(label, 48, y, { width: width - 160 });
    pdf.text(value, 48 + width - 160, y, { width: 160, align: 'right' });
    pdf.moveDown(0.2);
  };
  // Amounts as the site and the emails show them: whole naira; cents on every line if one has them.
  const inReceipt = receiptMoney(
    [order.baseMinor, order.taxesMinor, order.extrasMinor, order.discountMinor, order.totalMinor].map(fromMinor),
    order.currency,
    language,
  );
  const amount = (minor: number) => inReceipt(fromMinor(minor));
  line(document.receiptLabels?.base ?? copy.base, amount(order.baseMinor));
  line(document.receiptLabels?.taxes ?? copy.taxes, amount(order.taxesMinor));
  if (order.extrasMinor > 0) line(kindOf(order).describe(order, loaded.details).extrasLabel, amount(order.extrasMinor));
  if (order.discountMinor > 0) line(`${copy.discount} ${order.voucherCode ?? ''}`.trim(), `-${amount(order.discountMinor)}`);
  line(copy.total, amount(order.totalMinor), true);
  pdf.moveDown();
  rule();
  pdf
    .font('regular')
    .fontSize(10)
    .text(`${copy.manage}${language === 'fr' ? '\u00a0: ' : ': '}`, 48, pdf.y, { continued: true })
    .fillColor('#000')
    .text(manage, { link: manage, underline: true });
  pdf.moveDown(0.3);
  pdf.text(copy.help(config.SUPPORT_PHONE, config.SUPPORT_EMAIL));
  pdf.end();
  return done;
}

const QR_SIZE = 96;

/**
 * A QR code of `url` drawn as vector squares (sharp at any print size), its address as a link and
 * its caption under it, in the page's top right corner.
 */
function drawQr(pdf: PDFKit.PDFDocument, url: string, caption: string, x: number, y: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = QR_SIZE / (modules.size + quiet * 2);
  pdf.save();
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) pdf.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  pdf.fill('#000').restore();
  pdf.link(x, y, QR_SIZE, QR_SIZE, url);
  const { y: textY } = pdf;
  pdf
    .font('regular')
    .fontSize(8)
    .text(caption, x - 20, y + QR_SIZE + 2, { width: QR_SIZE + 40, align: 'center' });
  pdf.y = Math.max(textY, y + QR_SIZE + 14);
  pdf.x = 48;
}

const parts = (date: Date): [number, number, number, number, number] => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

/** The order's events as an iCalendar file (RFC 5545), in UTC so every calendar shows local times right. */
export function calendarFile(reference: string, document: OrderDocument, url: string): string {
  const events: EventAttributes[] = document.events.map((event, index) => ({
    uid: `${reference}-${index + 1}@baobab.travel`,
    title: event.title,
    start: parts(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: parts(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: event.location,
    description: event.description,
    url,
    productId: 'baobab/travel',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('No calendar');
  return value;
}
