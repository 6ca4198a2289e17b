/** Brand and contacts come from configuration so an operator can deploy under their own name. */
export const brand = {
  name: process.env.NEXT_PUBLIC_BRAND_NAME || 'Baobab',
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@baobab.travel',
  supportUrl: process.env.NEXT_PUBLIC_SUPPORT_URL || 'https://help.baobab.travel',
  supportPhone: process.env.NEXT_PUBLIC_SUPPORT_PHONE || '+234 201 330 0000',
  social: {
    facebook: process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK || 'https://www.facebook.com/baobabtravel',
    x: process.env.NEXT_PUBLIC_SOCIAL_X || 'https://x.com/baobabtravel',
    instagram: process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM || 'https://www.instagram.com/baobabtravel',
    linkedin: process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN || 'https://www.linkedin.com/company/baobabtravel',
  },
};
