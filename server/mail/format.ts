/** HTML-escapes text put into an email. */
export const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An amount ("5000.00") in the reader's language: ₦5,000.00, 5 000,00 NGN… */
export function money(amount: string, currency: string, language: string) {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-NG', { style: 'currency', currency }).format(Number(amount));
}
