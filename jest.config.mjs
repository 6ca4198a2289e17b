// @ts-check
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/node_modules/'],
};

/** Two projects: the web half in jsdom, the travel API in Node (where PGlite runs). */
/** @returns {Promise<import('jest').Config>} */
export default async function config() {
  const web = await createJestConfig({
    ...shared,
    displayName: 'web',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    testMatch: ['<rootDir>/{components,store,services,pages,styles,lib,common,ssr}/**/*.test.{ts,tsx}'],
  })();
  const server = await createJestConfig({
    ...shared,
    displayName: 'server',
    testEnvironment: 'node',
    setupFiles: ['<rootDir>/server/test/setup-env.ts'],
    setupFilesAfterEnv: ['<rootDir>/server/test/clear-of-window-edges.ts'],
    testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'],
  })();
  return { projects: [/** @type {any} */ (web), /** @type {any} */ (server)] };
}
