/** @jest-environment node */
import type { GetStaticPropsContext, NextPageContext } from 'next';
import ErrorPage from '@/pages/_error';
import { getStaticProps as notFoundProps } from '@/pages/404';
import { getStaticProps as serverErrorProps } from '@/pages/500';

type ShellProps = {
  initialState: { auth: { locale: string; locationResolved: boolean }; ui: { activePage: string; paymentsSandbox: boolean } };
  _nextI18Next: { initialLocale: string };
};

/*
 * The status pages Next renders without a page loader: their shell must know the address's
 * language (the language control said « Langue : English » on a French page, the footer linked to
 * the English privacy page), and claim nothing about the visitor or the payments' mode.
 */
describe("Next's own status pages", () => {
  it.each([
    ['404', notFoundProps],
    ['500', serverErrorProps],
  ])('the prerendered %s knows its language, and nothing about the visitor', async (_name, getStaticProps) => {
    const result = (await getStaticProps({ locale: 'fr', locales: ['en', 'fr'], defaultLocale: 'en' } as GetStaticPropsContext)) as { props: ShellProps };
    expect(result.props._nextI18Next.initialLocale).toBe('fr');
    expect(result.props.initialState.auth).toMatchObject({ locale: 'fr', locationResolved: false });
    expect(result.props.initialState.ui).toMatchObject({ activePage: 'content', paymentsSandbox: false });
  });

  it('the error page Next renders itself (a malformed address, 400) knows its language too', async () => {
    const props = (await ErrorPage.getInitialProps({ res: { statusCode: 400 }, locale: 'fr' } as unknown as NextPageContext)) as ShellProps & {
      statusCode: number;
    };
    expect(props.statusCode).toBe(400);
    expect(props._nextI18Next.initialLocale).toBe('fr');
    expect(props.initialState.auth).toMatchObject({ locale: 'fr' });
    expect(props.initialState.ui).toMatchObject({ activePage: 'content' });
  });
});
