/**
 * Styles that a part loaded on first use (replay/, look-back/) adds to the element's shadow
 * root, so the element's own bundle does not carry them. Constructed style sheets, which a
 * strict CSP allows where it would block a `<style>` element; one sheet per text, shared by
 * every table on the page.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function adoptStyles(root: ShadowRoot | null, css: string): void {
  if (!root) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
