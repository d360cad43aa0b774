// The package has no types of its own; its DefinitelyTyped package declares the CommonJS ones.
declare module "markdown-it-footnote" {
  import type { PluginSimple } from "markdown-it";

  const footnote: PluginSimple;
  export default footnote;
}
