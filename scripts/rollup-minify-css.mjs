// @ts-check
// Lit's `css` literals reach the bundle as written: comments, indentation and all. This
// rollup plugin minifies the text of every css`…` literal in our own sources with Lightning
// CSS: whitespace, colours, shorthands, and rules merged where that keeps their meaning. No
// browser targets are given, so nothing is rewritten for older browsers. (A whitespace
// squeeze alone left the element about 80 bytes larger in gzip.) A literal with `${…}` in it
// is not plain CSS: none has one, and the build stops should one appear.
import { transform } from 'lightningcss';

/**
 * The CSS `text` minified; `where` names it in an error.
 * @param {string} text
 * @param {string} where
 */
export function minifyCssText(text, where) {
  const css = transform({ code: Buffer.from(text), minify: true, filename: where }).code;
  return tighten(css.toString());
}

/**
 * The spaces Lightning CSS keeps in values it does not parse (those with `var()` in them): after
 * a comma, and around a `*` or `/` between a value and a number or `var()` (calc() and its kin;
 * a selector's `*` is never followed by either). Not inside strings. About 20 bytes of gzip.
 * @param {string} css
 */
export const tighten = (css) =>
  css.replace(
    /("[^"]*"|'[^']*')|, | [*/] (?=\d|\.\d|var\()/g,
    (all, string) => string ?? all.trim(),
  );

/** @returns {import('rollup').Plugin} */
export default function minifyCss() {
  return {
    name: 'minify-css-literals',
    transform(code, id) {
      if (!id.includes('/src/') || !/\.ts$/.test(id) || !code.includes('css`')) return null;
      const minified = code.replace(/\bcss`([^`]*)`/g, (_, /** @type {string} */ body) => {
        if (body.includes('${')) this.error(`${id}: a css\`…\` literal with \${…} in it`);
        // The minifier writes no backquote or backslash the template literal would misread.
        return `css\`${minifyCssText(body, id).replace(/[`\\]/g, '\\$&')}\``;
      });
      return { code: minified, map: null };
    },
  };
}
