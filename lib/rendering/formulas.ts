const formulaStart = '<span class="katex">';
const texAnnotation = /<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g;
const spanTag = /<span\b|<\/span>/g;

/**
 * Rendered HTML with each KaTeX formula as its TeX between dollars (still HTML-escaped). A
 * formula's markup holds its MathML and its drawing, whose text run together reads as
 * "εn​=n​1​"; its TeX is what a description, a quote or an AI assistant can read.
 */
export function formulasAsTex(html: string): string {
  let result = "";
  let at = 0;
  for (let start = html.indexOf(formulaStart); start !== -1; start = html.indexOf(formulaStart, at)) {
    texAnnotation.lastIndex = start;
    const tex = texAnnotation.exec(html)?.[1]?.trim() ?? "";
    // The formula ends where its outermost span closes.
    let depth = 0;
    let end = html.length;
    spanTag.lastIndex = start;
    for (let tag = spanTag.exec(html); tag; tag = spanTag.exec(html)) {
      depth += tag[0] === "</span>" ? -1 : 1;
      if (depth === 0) {
        end = spanTag.lastIndex;
        break;
      }
    }
    result += `${html.slice(at, start)}$${tex}$`;
    at = end;
  }
  return result + html.slice(at);
}
