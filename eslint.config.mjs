import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The browser's words are PageWords, not an i18next instance (components/i18n/page-words.ts):
    // react-i18next's hooks and components read i18next's internals and fail in the browser.
    files: ['components/**', 'pages/**', 'store/**', 'services/**', 'lib/**', 'ssr/**', 'common/**'],
    ignores: ['components/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'Trans', 'withTranslation', 'Translation', 'getI18n'],
              message: "Use useTranslation from '@/components/i18n/use-translation' (the browser's words are PageWords).",
            },
            {
              name: 'next-i18next',
              importNames: ['useTranslation', 'Trans', 'withTranslation', 'appWithTranslation'],
              message: "Use useTranslation from '@/components/i18n/use-translation' (the browser's words are PageWords).",
            },
            {
              name: 'next-i18next/pages',
              importNames: ['useTranslation', 'Trans', 'withTranslation', 'appWithTranslation'],
              message: "Use useTranslation from '@/components/i18n/use-translation' (the browser's words are PageWords).",
            },
          ],
        },
      ],
    },
  },
  { ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'bench/results/**', 'test-results/**', 'playwright-report/**'] },
];

export default config;
