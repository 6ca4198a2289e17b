/** An e-ticket as airlines print it: the airline's three-digit code, a dash, then ten digits ("125-2123456789"). */
export function formatTicketNumber(number: string): string {
  return /^\d{13}$/.test(number) ? `${number.slice(0, 3)}-${number.slice(3)}` : number;
}
