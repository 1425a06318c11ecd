import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  // Layout is Prettier's (`npm run format`); ESLint keeps to correctness.
  prettier,
  globalIgnores([
    ".next/**",
    ".data/**",
    "lib/generated/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
