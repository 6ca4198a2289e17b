import { env } from '../env';
import { escape, money } from './format';
import type { OutgoingMail } from './outbox';

function mail(kind: string, to: string, language: 'en' | 'fr', subject: string, paragraphs: string[], code?: string): OutgoingMail {
  const html = paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`);
  if (code) html.splice(1, 0, `<p style="font-size:2em;letter-spacing:.3em;font-weight:700">${escape(code)}</p>`);
  return {
    kind,
    to,
    subject,
    text: [paragraphs[0], ...(code ? ['', code, ''] : []), ...paragraphs.slice(1)].join('\n'),
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${html.join('')}</body></html>`,
  };
}

export function verificationEmail({
  to,
  firstName,
  code,
  link,
  language,
}: {
  to: string;
  firstName: string;
  code: string;
  link: string;
  language: 'en' | 'fr';
}): OutgoingMail {
  const support = env().SUPPORT_EMAIL;
  return language === 'fr'
    ? mail(
        'verify-email',
        to,
        language,
        `Votre code de vérification : ${code}`,
        [
          `Bonjour ${firstName}, voici votre code pour vérifier votre adresse e-mail :`,
          `Saisissez-le sur le site, ou ouvrez ce lien : ${link}`,
          'Le code est valable 10 minutes. Si vous n’avez pas créé de compte, ignorez cet e-mail.',
          `Une question ? ${support}`,
        ],
        code,
      )
    : mail(
        'verify-email',
        to,
        language,
        `Your verification code: ${code}`,
        [
          `Hello ${firstName}, here is your code to verify your email address:`,
          `Enter it on the site, or open this link: ${link}`,
          'The code lasts 10 minutes. If you did not create an account, ignore this email.',
          `Questions? ${support}`,
        ],
        code,
      );
}

/** To a verified email someone signed up with again: no code, and no telling the stranger (the site answers as for a new email). */
export function accountExistsEmail({
  to,
  firstName,
  language,
  siteOrigin,
}: {
  to: string;
  firstName: string;
  language: 'en' | 'fr';
  siteOrigin: string;
}): OutgoingMail {
  const support = env().SUPPORT_EMAIL;
  return language === 'fr'
    ? mail('account-exists', to, language, 'Vous avez déjà un compte', [
        `Bonjour ${firstName}, quelqu’un vient de créer un compte avec cette adresse e-mail, qui en a déjà un.`,
        `Si c’était vous, connectez-vous : ${siteOrigin}/fr. Mot de passe oublié ? Choisissez « Mot de passe oublié » en vous connectant.`,
        'Si ce n’était pas vous, ignorez cet e-mail : votre compte ne change pas.',
        `Une question ? ${support}`,
      ])
    : mail('account-exists', to, language, 'You already have an account', [
        `Hello ${firstName}, someone just tried to create an account with this email address, which already has one.`,
        `If it was you, log in: ${siteOrigin}. Forgot your password? Choose "Forgot password" when you log in.`,
        'If it was not you, ignore this email: nothing about your account has changed.',
        `Questions? ${support}`,
      ]);
}

export function welcomeEmail({ to, firstName, language }: { to: string; firstName: string; language: 'en' | 'fr' }): OutgoingMail {
  return language === 'fr'
    ? mail('welcome', to, language, 'Bienvenue !', [
        `Bonjour ${firstName}, votre compte est prêt.`,
        'Retrouvez vos voyages, vos points et vos préférences dans votre espace voyageur.',
      ])
    : mail('welcome', to, language, 'Welcome aboard!', [
        `Hello ${firstName}, your account is ready.`,
        'Your trips, points and preferences are waiting in your Travel Hub.',
      ]);
}

export function resetCodeEmail({ to, firstName, code, language }: { to: string; firstName: string; code: string; language: 'en' | 'fr' }): OutgoingMail {
  return language === 'fr'
    ? mail(
        'reset-password',
        to,
        language,
        `Votre code de réinitialisation : ${code}`,
        [
          `Bonjour ${firstName}, voici votre code pour choisir un nouveau mot de passe :`,
          'Il est valable 10 minutes. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
        ],
        code,
      )
    : mail(
        'reset-password',
        to,
        language,
        `Your password reset code: ${code}`,
        [
          `Hello ${firstName}, here is your code to choose a new password:`,
          'It lasts 10 minutes. If you did not ask for it, ignore this email: your password stays as it is.',
        ],
        code,
      );
}

export function passwordChangedEmail({ to, firstName, language }: { to: string; firstName: string; language: 'en' | 'fr' }): OutgoingMail {
  const support = env().SUPPORT_EMAIL;
  return language === 'fr'
    ? mail('password-changed', to, language, 'Votre mot de passe a été changé', [
        `Bonjour ${firstName}, le mot de passe de votre compte vient d’être changé et toutes vos sessions ont été fermées.`,
        `Si ce n’était pas vous, écrivez-nous tout de suite : ${support}`,
      ])
    : mail('password-changed', to, language, 'Your password was changed', [
        `Hello ${firstName}, the password of your account was just changed and every session was signed out.`,
        `If this was not you, write to us at once: ${support}`,
      ]);
}

export function referralRewardEmail({
  to,
  firstName,
  friend,
  code,
  reward,
  language,
}: {
  to: string;
  firstName: string;
  friend: string;
  code: string;
  reward: { amountOff: string; minTotal: string; currency: string };
  language: 'en' | 'fr';
}): OutgoingMail {
  const off = money(reward.amountOff, reward.currency, language);
  const minimum = money(reward.minTotal, reward.currency, language);
  return language === 'fr'
    ? mail(
        'referral-reward',
        to,
        language,
        `${friend} a réservé : voici ${off} pour vous`,
        [
          `Bonjour ${firstName}, ${friend}, que vous avez invité, vient de réserver son premier voyage. Merci ! Voici votre code promo :`,
          `${off} de réduction sur une réservation de ${minimum} ou plus, valable un an, une fois. Saisissez-le au moment de payer.`,
          'Vos codes sont aussi dans votre espace voyageur, onglet « Inviter des amis ».',
        ],
        code,
      )
    : mail(
        'referral-reward',
        to,
        language,
        `${friend} booked: here is ${off} for you`,
        [
          `Hello ${firstName}, ${friend}, whom you invited, just booked their first trip. Thank you! Here is your promo code:`,
          `${off} off a booking of ${minimum} or more, valid for a year, once. Enter it when you pay.`,
          'Your codes are also in your Travel Hub, under “Invite friends”.',
        ],
        code,
      );
}
