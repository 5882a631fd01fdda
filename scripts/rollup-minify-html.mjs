// @ts-check
// Lit's `html` and `svg` literals reach the bundle as written, with the indentation Prettier
// gives them. This rollup plugin squeezes the text parts of every html`…` and svg`…` literal in
// our own sources (never inside `${…}`, which may hold literals of their own: the TypeScript
// parser finds them all). It changes nothing a browser renders:
//   - a run of whitespace becomes one space: HTML collapses it so anyway (the table's CSS has
//     no `white-space: pre*`), inside tags it only separates attributes;
//   - whitespace that holds a line break is dropped where it cannot render: inside a start tag
//     before `>` or `/>`, and between two tags in SVG (only <text> renders text there).
// Whitespace between two HTML tags stays one space: whether it shows depends on the CSS of the
// elements around it (inline or not), which a text transform cannot know.
import ts from 'typescript';

const TAGS = new Set(['html', 'svg']);

/**
 * One static part of a template, squeezed.
 * @param {string} text the raw text between `\``, `${` and `}`
 * @param {boolean} svg whether the literal is an svg`…` one
 */
export function squeezeMarkup(text, svg) {
  let out = text.replace(/\s*\n\s*(\/?>)/g, '$1');
  if (svg) out = out.replace(/>\s*\n\s*</g, '><');
  return out.replace(/\s+/g, ' ');
}

/**
 * The source with the static parts of every html`…` and svg`…` literal squeezed.
 * @param {string} code TypeScript source
 * @param {string} [fileName]
 */
export function squeezeMarkupLiterals(code, fileName = 'module.ts') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
  /** @param {ts.TemplateLiteralLikeNode} part @param {boolean} svg */
  const squeeze = (part, svg) => {
    // The raw text sits between the opening `\`` or `}` and the closing `\`` or `${`.
    const start = part.getStart(source) + 1;
    const end =
      part.end - (ts.isNoSubstitutionTemplateLiteral(part) || ts.isTemplateTail(part) ? 1 : 2);
    const raw = code.slice(start, end);
    const text = squeezeMarkup(raw, svg);
    if (text !== raw) edits.push({ start, end, text });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      TAGS.has(node.tag.text)
    ) {
      const svg = node.tag.text === 'svg';
      const { template } = node;
      if (ts.isNoSubstitutionTemplateLiteral(template)) squeeze(template, svg);
      else {
        squeeze(template.head, svg);
        for (const span of template.templateSpans) squeeze(span.literal, svg);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

/** @returns {import('rollup').Plugin} */
export default function minifyHtml() {
  return {
    name: 'minify-html-literals',
    transform(code, id) {
      if (!id.includes('/src/') || !/\.ts$/.test(id) || !/\b(html|svg)`/.test(code)) return null;
      return { code: squeezeMarkupLiterals(code, id), map: null };
    },
  };
}
