"use client";

// A screen that fails to render shows this inside the shell, so the sidebar and header stay and the
// admin can go elsewhere; Try again fetches and renders the screen anew.
export { LazyErrorScreen as default } from "@/components/layout/lazy-error-screen";
