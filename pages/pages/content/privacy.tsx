import { withAppShell } from '@/ssr/page-props';

export { PrivacyPolicy as default } from '@/components/content/PrivacyPolicy';

export const getServerSideProps = withAppShell({ page: 'content', namespaces: ['privacy'] });
