// The css`…` literals are minified at build time (scripts/rollup-minify-css.mjs): Lightning CSS,
// then the spaces it keeps in values it does not parse. What is taken out must not change what a
// rule means: strings and selectors keep theirs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minifyCssText, tighten } from '../../scripts/rollup-minify-css.mjs';

describe('the css literals minified', () => {
  it('lose the spaces after commas and around * and / in calc() and its kin', () => {
    assert.equal(
      minifyCssText(
        '.a { width: max(calc(var(--w) * 1.5), 8rem); gap: calc(var(--w) * .5); }',
        't.ts',
      ),
      '.a{width:max(calc(var(--w)*1.5),8rem);gap:calc(var(--w)*.5)}',
    );
    assert.equal(
      tighten(
        '.b{color:color-mix(in srgb, var(--x), transparent 70%);flex:0 1 calc(a * var(--s))}' +
          '.c{--w:min(var(--w) * 1.3, 100cqi / 5.6)}',
      ),
      '.b{color:color-mix(in srgb,var(--x),transparent 70%);flex:0 1 calc(a*var(--s))}' +
        '.c{--w:min(var(--w)*1.3,100cqi/5.6)}',
    );
  });

  it('keep strings and a selector’s universal * as they are', () => {
    const css = '.c:after{content:"a, b * 2"}:is(.d) * .e{font:1rem "A, B"}.f *{x:1}';
    assert.equal(tighten(css), css);
  });
});
