// A forced full garbage collection, so a memory reading shows what is retained, not what awaits collection.
import v8 from "node:v8";
import { runInNewContext } from "node:vm";

export function collectGarbage(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}
