/** Money in minor units: one definition for both halves (common/money.ts). */
export { convertMinor, fromMinor, toMinor, type Currency } from '../../common/money';
