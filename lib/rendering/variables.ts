/** A project's variables by name: `{{ name }}` in a page stands for the value. */
export type Variables = Readonly<Record<string, string>>;

/** The names a variable may have (as in most template languages): no dots, no dashes. */
export const variableNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

const reference = /(\\?)\{\{[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*\}\}/g;

/**
 * The markdown with `{{ name }}` replaced by the variable's value wherever it is written,
 * code included (install commands name versions). Names the project does not define stay as
 * written, so other templates' braces (Handlebars, Jinja, Vue) in code samples are left alone;
 * `\{{ name }}` writes a defined name's braces themselves.
 */
export function substituteVariables(markdown: string, variables: Variables): string {
  if (!markdown.includes("{{")) return markdown;
  return markdown.replace(reference, (whole, escape: string, name: string) => {
    if (!Object.hasOwn(variables, name)) return whole;
    return escape ? whole.slice(1) : variables[name]!;
  });
}
