// Resolves `server-only` as a server does, for the processes Node runs without Next that load
// such modules: server.ts, the benchmarks, the scripts tests start. Modules that read the
// database import it so that a browser bundle that pulls one in fails to build
// (docs/decisions/server-only.md); Next and Jest resolve it to an empty module themselves, and
// so does this, by the package's own "react-server" export. Only that one package gets the
// condition: React under it would be its server-components build, which cannot render the
// sign-in page.
//   node --import tsx --import ./scripts/node/server-only.mjs <script>
//   tsx --import ./scripts/node/server-only.mjs <script>
import { register } from "node:module";

async function resolve(specifier, context, nextResolve) {
  if (specifier !== "server-only") return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
}

register(`data:text/javascript,export ${encodeURIComponent(resolve.toString())}`);
