import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

// Dependencies point one way, app → components → hooks → lib (docs/architecture.md):
// each zone names a layer and the layers it may not import.
const LAYERS = [
  { target: "./lib", from: ["./app", "./pages", "./components", "./hooks", "./scripts"] },
  // The page-weight kit (lib/loading/README.md) is generic: it imports nothing else of the panel, so every layer may use it.
  {
    target: "./lib/loading",
    from: "./lib",
    except: ["./loading"],
    message: "lib/loading/ is generic: it imports nothing else of the panel.",
  },
  { target: "./hooks", from: ["./app", "./pages", "./components"] },
  { target: "./components", from: ["./app", "./pages"] },
  // A resource's schema takes its record type from record.ts: a service imports its schema, never the reverse.
  { target: "./lib/*/schema.ts", from: "./lib/*/service.ts" },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "import/no-restricted-paths": ["error", { zones: LAYERS }],
      // `const { secret, ...rest } = row` is how a field is left out of an answer.
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }],
    },
  },
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
