import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  {
    ignores: [
      ".next-audit/**",
      ".next-test/**",
      ".next-e2e/**",
      ".next/**",
      ".next-*/**",
      "generated/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through lib/server/env.ts.",
        },
      ],
    },
  },
  {
    // Small source files with one reason to change (STYLE.md 10), counted as `wc -l` counts them:
    // blank lines and comments included, tests too (a long suite splits by what it tests, its
    // shared helpers in tests/support/). Content data (lib/content/**) is prose held as typed
    // data, not logic.
    files: ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}"],
    ignores: ["lib/content/**", "prisma/migrations/**", "generated/**"],
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // A function reads as named steps; a test's describe() callback is a list, not a function.
    files: [
      "{lib,app,components,emails,scripts}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}",
      "*.{ts,tsx,mts,mjs}",
    ],
    ignores: ["lib/content/**"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // Scripts, tests, configs and the two env modules (server, public) configure the process.
    files: [
      "scripts/**",
      "tests/**",
      "lib/server/env.ts",
      "lib/shared/public-config.ts",
      "*.config.*",
      "prisma/**",
      "instrumentation.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    // Browser tests take `test` from their support file, which sets the page's clock on a moved
    // clock (npm run test:calendar); the same API as @playwright/test's.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message:
                'Import from "./support/test" (the same API, with the calendar runs\' clock).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
