// Inside the shell too: the same 'Loading...' while a screen renders.
export { default } from "../loading";
