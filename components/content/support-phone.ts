import { brand } from '@/config/public';

/** The support line as a tel: link wants it (digits and the leading +). Kept out of the brand settings every page loads: only the help pages need it. */
export const supportPhoneLink = () => `tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`;
