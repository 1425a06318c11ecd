// Runs a route handler inside the request scope Next gives it, so handlers
// that read `cookies()` or `headers()` from next/headers (next-auth's) work
// when called in-process. Next's internals: required at call time through
// Jest's registry, so a file that resets its modules gets the same copies as
// the handlers it loads afterwards.
import type { NextRequest } from "next/server";

type Storage<T> = { run: <R>(store: T, callback: () => R) => R };
type CreateRequestStore = (req: NextRequest, url: URL, ...rest: unknown[]) => unknown;

export function inRequestScope<R>(req: NextRequest, route: string, callback: () => R): R {
  const { workAsyncStorage } = jest.requireActual<{ workAsyncStorage: Storage<unknown> }>(
    "next/dist/server/app-render/work-async-storage.external",
  );
  const { workUnitAsyncStorage } = jest.requireActual<{ workUnitAsyncStorage: Storage<unknown> }>(
    "next/dist/server/app-render/work-unit-async-storage.external",
  );
  const { createRequestStoreForAPI } = jest.requireActual<{ createRequestStoreForAPI: CreateRequestStore }>(
    "next/dist/server/async-storage/request-store",
  );
  // The fields of Next's WorkStore that request APIs consult in a dynamic route handler.
  const workStore = { route, page: route, forceStatic: false, dynamicShouldError: false, isStaticGeneration: false };
  const requestStore = createRequestStoreForAPI(req, req.nextUrl, undefined, undefined, undefined);
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, callback));
}
