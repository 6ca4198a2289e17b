import { withAppShell } from '@/services/page-props';

export { FlightsHome as default } from '@/components/home/FlightsHome';

export const getServerSideProps = withAppShell({ page: 'flight', namespaces: ['home', 'flights'] });
