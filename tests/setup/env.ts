import { loadTestEnv } from "./test-env";

loadTestEnv();
