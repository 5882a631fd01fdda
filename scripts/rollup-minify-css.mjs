// @ts-check
// Lit's `css` literals reach the bundle as written: comments, indentation and all. This
// rollup plugin squeezes the text parts of every css`…` literal in our own sources (never
// inside `${…}`), keeping every space that can change meaning (descendant combinators,
// `+` and `-` in `calc()`). Spaces around `*` and `/` after a number or `)` go (`calc()`
// products and quotients, a colour's alpha), and so does the 0 of `0.5`.

/** @param {string} text */
export function squeezeCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/([\d)]) ([*/]) /g, '$1$2')
    .replace(/([\s(,:*/])0\.(\d)/g, '$1.$2')
    .trim();
}

/** Squeezes each `css` literal's text between interpolations. @param {string} code */
export function squeezeCssLiterals(code) {
  return code.replace(/\bcss`([^`]*)`/g, (_, body) => {
    const parts = /** @type {string} */ (body).split(/(\$\{[^}]*\})/);
    return `css\`${parts.map((part) => (part.startsWith('${') ? part : squeezeCss(part))).join('')}\``;
  });
}

/** @returns {import('rollup').Plugin} */
export default function minifyCss() {
  return {
    name: 'minify-css-literals',
    transform(code, id) {
      if (!id.includes('/src/') || !/\.ts$/.test(id) || !code.includes('css`')) return null;
      return { code: squeezeCssLiterals(code), map: null };
    },
  };
}
