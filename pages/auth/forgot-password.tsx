import { ForgotPassword } from '@/components/auth/ForgotPassword';
import { withAppShell } from '@/lib/ssr/page-props';

export default ForgotPassword;

export const getServerSideProps = withAppShell({ page: 'hub', namespaces: ['account'] });
