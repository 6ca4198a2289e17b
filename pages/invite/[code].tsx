import { InvitationLanding } from '@/components/hub/InvitationLanding';
import { invitationFrom } from '@/services/account';
import { serverHttpClient } from '@/ssr/http-server';
import { appendCookie, withAppShell } from '@/ssr/page-props';

export default InvitationLanding;

const THIRTY_DAYS = 30 * 24 * 3600;

/**
 * An invitation link: who sent it; a valid code is kept for 30 days in an HttpOnly cookie that
 * the sign-up (email, Google or X) reads, the same cookie name the API reads (`__Host-` and
 * Secure in production).
 */
export const getServerSideProps = withAppShell<{ inviter: string | null; invalid: boolean }>({ page: 'hub', namespaces: ['hub'] }, async (_store, context) => {
  const code = typeof context.params?.code === 'string' ? context.params.code : '';
  let inviter: string | null = null;
  let keep: string | null = null;
  try {
    const invitation = await invitationFrom(code, serverHttpClient(context.req));
    inviter = invitation?.inviter.firstName ?? null;
    keep = invitation?.code ?? null;
  } catch {
    // The lookup failed (not "unknown code"): keep a well-formed code anyway; the sign-up checks it.
    keep = /^[A-Za-z0-9]{4,12}$/.test(code) ? code.toUpperCase() : null;
  }
  if (keep) {
    const production = process.env.NODE_ENV === 'production';
    appendCookie(
      context.res,
      `${production ? '__Host-' : ''}referral=${keep}; Path=/; Max-Age=${THIRTY_DAYS}; HttpOnly; SameSite=Lax${production ? '; Secure' : ''}`,
    );
  }
  return { props: { inviter, invalid: !keep } };
});
