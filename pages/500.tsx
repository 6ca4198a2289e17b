import { staticShellProps } from '@/ssr/page-props';
import { ErrorScreen } from '@/components/status/ErrorScreen';

export default ErrorScreen;

export const getStaticProps = staticShellProps;
