import { LoadingScreen } from "@/components/layout/loading-screen";

// Inside the shell: the same 'Loading...' while a screen renders.
export default function Loading() {
  return <LoadingScreen />;
}
