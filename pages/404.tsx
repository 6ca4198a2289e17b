import { staticShellProps } from '@/ssr/page-props';
import { NotFoundScreen } from '@/components/status/NotFoundScreen';

/** Next's own 404 (files under /_next and the like); page addresses go through pages/[...path].tsx. */
export default NotFoundScreen;

export const getStaticProps = staticShellProps;
