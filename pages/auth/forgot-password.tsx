import { ForgotPassword } from '@/components/auth/ForgotPassword';
import { withAppShell } from '@/ssr/page-props';

export default ForgotPassword;

export const getServerSideProps = withAppShell({ page: 'hub', namespaces: ['account'] });
