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
    // Scripts, tests, configs and the two env modules (server, public) configure the process.
    files: [
      "scripts/**",
      "tests/**",
      "lib/server/env.ts",
      "lib/public-config.ts",
      "*.config.*",
      "prisma/**",
      "instrumentation.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
