import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { BREAKS, cardBack, cardFace } from '../../src/ui/art/card-face.ts';

const SUITS = ['o', 'c', 'e', 'b'] as const;
const RANKS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];
const CODES = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));

/**
 * Renders one template into a fresh div in the document (so styles resolve) and returns the
 * svg.
 */
async function draw(
  template: ReturnType<typeof cardFace>,
  host?: HTMLElement,
): Promise<SVGSVGElement> {
  const el = host ?? (await fixture<HTMLDivElement>(html`<div></div>`));
  render(template, el);
  return el.querySelector('svg') as SVGSVGElement;
}

/** Markup without lit's comment markers, which differ between renders. */
const markup = (svg: Element) => svg.outerHTML.replace(/<!--[^>]*-->/g, '');

describe('card art', () => {
  it('renders 40 distinct 200 × 300 faces, each hidden from the accessibility tree', async () => {
    const seen = new Set<string>();
    for (const code of CODES) {
      const svg = await draw(cardFace(code));
      expect(svg.getAttribute('viewBox')).to.equal('0 0 200 300');
      expect(svg.getAttribute('aria-hidden')).to.equal('true');
      expect(svg.dataset.code).to.equal(code);
      seen.add(markup(svg));
    }
    expect(seen.size).to.equal(40);
  });

  it('accepts codes case-insensitively and rejects anything else', async () => {
    expect(markup(await draw(cardFace('12C')))).to.equal(markup(await draw(cardFace('12c'))));
    for (const bad of ['8o', '9c', '0e', '13b', '1x', '', 'oros']) {
      expect(() => cardFace(bad), bad).to.throw(RangeError);
    }
  });

  it('shows the rank number in two corners of every face', async () => {
    for (const code of CODES) {
      const svg = await draw(cardFace(code));
      const indices = [...svg.querySelectorAll<SVGGElement>('[data-index]')];
      expect(indices, code).to.have.length(2);
      const rank = code.slice(0, -1);
      for (const index of indices) {
        expect(index.dataset.index, code).to.equal(rank);
        // One drawn glyph per digit, and no text a screen reader or axe would take for a label.
        expect(index.querySelectorAll('path'), code).to.have.length(rank.length);
      }
      expect(svg.querySelector('text'), code).to.equal(null);
    }
  });

  it('breaks the frame line by suit: oros 0, copas 1, espadas 2, bastos 3', async () => {
    expect(BREAKS).to.deep.equal({ o: 0, c: 1, e: 2, b: 3 });
    for (const code of CODES) {
      const svg = await draw(cardFace(code));
      const breaks = BREAKS[code.slice(-1) as keyof typeof BREAKS];
      // n gaps split each horizontal edge into n + 1 drawn segments.
      expect(svg.querySelectorAll('[data-frame="top"]'), code).to.have.length(breaks + 1);
      expect(svg.querySelectorAll('[data-frame="bottom"]'), code).to.have.length(breaks + 1);
    }
  });

  it('draws each face with its own suit emblem only', async () => {
    for (const code of CODES) {
      const svg = await draw(cardFace(code));
      const suit = code.slice(-1);
      const emblems = [...svg.querySelectorAll<SVGElement>('[data-emblem]')].map(
        (e) => e.dataset.emblem,
      );
      expect(emblems.length, code).to.be.greaterThan(0);
      // The Rey's gold crown is not an emblem; figures carry exactly their own suit.
      expect(new Set(emblems), code).to.deep.equal(new Set([suit]));
    }
  });

  it('is CSP-safe and self-contained: no style attributes, ids, images or links', async () => {
    for (const template of [...CODES.map((c) => cardFace(c)), cardBack()]) {
      const svg = await draw(template);
      const all = [svg, ...svg.querySelectorAll('*')];
      for (const el of all) {
        expect(el.hasAttribute('style'), el.tagName).to.equal(false);
        expect(el.hasAttribute('id'), el.tagName).to.equal(false);
        expect(el.hasAttribute('href') || el.hasAttribute('xlink:href'), el.tagName).to.equal(
          false,
        );
      }
      expect(svg.querySelector('image, use, foreignObject, script, style, a')).to.equal(null);
      expect(markup(svg)).to.not.match(/url\(|https?:/);
    }
  });

  it('reads suit, face, line and back colours from the --tute-* custom properties', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.style.setProperty('--tute-suit-copas', 'rgb(1, 2, 3)');
    host.style.setProperty('--tute-suit-bastos', 'rgb(4, 5, 6)');
    host.style.setProperty('--tute-card-face', 'rgb(7, 8, 9)');
    host.style.setProperty('--tute-card-line', 'rgb(10, 11, 12)');
    host.style.setProperty('--tute-card-back', 'rgb(13, 14, 15)');

    let svg = await draw(cardFace('5c'), host);
    const cup = svg.querySelector('[data-emblem="c"] path') as SVGPathElement;
    expect(getComputedStyle(cup).fill).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(svg.querySelector('rect') as Element).fill).to.equal('rgb(7, 8, 9)');
    expect(getComputedStyle(svg.querySelector('[data-index]') as Element).stroke).to.equal(
      'rgb(10, 11, 12)',
    );
    expect(getComputedStyle(svg.querySelector('[data-frame]') as Element).stroke).to.equal(
      'rgb(10, 11, 12)',
    );

    svg = await draw(cardFace('11b'), host);
    const club = svg.querySelector('[data-emblem="b"] path') as SVGPathElement;
    expect(getComputedStyle(club).fill).to.equal('rgb(4, 5, 6)');

    svg = await draw(cardBack(), host);
    expect(svg.dataset.art).to.equal('back');
    expect(getComputedStyle(svg.querySelector('rect') as Element).fill).to.equal('rgb(13, 14, 15)');
  });

  it('keeps the traditional colours when the host sets nothing', async () => {
    const svg = await draw(cardFace('1o'));
    const coin = svg.querySelector('[data-emblem="o"] circle') as SVGCircleElement;
    expect(getComputedStyle(coin).fill).to.equal('rgb(212, 160, 23)');
  });
});
