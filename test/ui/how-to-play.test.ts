/**
 * "How to play" in the element (issue 14 point 9): in the source build the rules load from the
 * module itself; when loading fails, every text is the short fallback and the element fires
 * exactly one `tute-error` with code `rules-unavailable`. (The built bundles' loading of
 * rules.js from beside them is checked in test/build/dist.test.ts.)
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { Rules, Variant } from '../../src/engine/index.ts';
import { rulesText, type RulesText } from '../../src/ui/how-to-play.ts';
import type { Lang } from '../../src/ui/i18n.ts';
import '../../src/ui/index.ts';
import type { TuteTable } from '../../src/ui/index.ts';
import { loadRules } from '../../src/ui/rules-loader.ts';
import { howToPlay } from '../../src/ui/rules-text/index.ts';
import { errorsOf, must, stateOf } from './support.ts';

/** The element's non-public parts the menu will use: its "How to play", report and language. */
interface Internals {
  _howToPlay: RulesText;
  _report(error: unknown): void;
  _lang: { readonly lang: Lang };
  _menu: { options: { howToPlay: RulesText } };
}
const internals = (el: TuteTable): Internals => el as unknown as Internals;

async function tableOf(variant: Variant, rules: string, lang: Lang): Promise<TuteTable> {
  return fixture<TuteTable>(
    html`<tute-table variant=${variant} rules=${rules} lang=${lang} .aiDelay=${0}></tute-table>`,
  );
}

/** The rules of the match on the table, in the element's language, as the menu asks for them. */
function rulesOnTable(el: TuteTable): [Variant, Rules, Lang] {
  const state = stateOf(el);
  return [state.variant, state.rules, internals(el)._lang.lang];
}

/** "How to play" opened from the menu of a table in a 320 px column, once its card table shows. */
async function rulesAt320(variant: Variant, lang: Lang): Promise<HTMLElement> {
  const box = await fixture<HTMLDivElement>(
    html`<div style="width: 320px">
      <tute-table variant=${variant} seed="1" lang=${lang} .aiDelay=${60_000}></tute-table>
    </div>`,
  );
  const el = must(box.querySelector<TuteTable>('tute-table'));
  await el.updateComplete;
  const shadow = must(el.shadowRoot);
  must(shadow.querySelector<HTMLButtonElement>('[data-action="menu"]')).click();
  await el.updateComplete;
  must(shadow.querySelector<HTMLButtonElement>('[data-action="rules"]')).click();
  const panel = () => shadow.querySelector<HTMLElement>('[part~="rules"]');
  await waitUntil(() => panel()?.querySelector('table'), `${variant} ${lang}: the card table`);
  return must(panel());
}

describe('How to play in the element', () => {
  it('the source build loads the rules module itself', async () => {
    expect(await loadRules()).to.equal(howToPlay);
  });

  it('writes the rules of the match on the table in its language, without an error', async () => {
    const el = await tableOf('tute-3', 'target=3; strictBeat=true', 'de');
    const errors = errorsOf(el);
    const [variant, rules, lang] = rulesOnTable(el);
    expect(lang).to.equal('de');
    const doc = await internals(el)._howToPlay(variant, rules, lang);
    expect(doc).to.deep.equal(howToPlay('tute-3', rules, 'de'));
    expect(doc && doc.title).to.equal('Tute zu dritt');
    expect(rules.target).to.equal(3);
    expect(errors).to.deep.equal([]);
  });

  it('a failed load: false every time, and exactly one rules-unavailable', async () => {
    const el = await tableOf('subastao', '', 'es');
    const errors = errorsOf(el);
    const self = internals(el);
    // The element's own wiring, with a loader that fails as a missing rules.js does.
    self._howToPlay = rulesText(
      (error) => self._report(error),
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const [variant, rules, lang] = rulesOnTable(el);
    const docs = await Promise.all([
      self._howToPlay(variant, rules, lang),
      self._howToPlay(variant, rules, lang),
    ]);
    docs.push(await self._howToPlay(variant, rules, 'en'));
    expect(docs).to.deep.equal([false, false, false]);
    expect(errors.map((e) => e.code)).to.deep.equal(['rules-unavailable']);
    expect(errors[0]?.message).to.contain('Failed to fetch');
  });

  it('then the panel says so, with the players and the target, in each language', async () => {
    for (const [lang, title, heading, players, target] of [
      ['es', 'Cómo se juega', 'Reglas no disponibles', 'Jugadores: 3', 'Partida (a 3)'],
      ['de', 'Spielregeln', 'Regeln nicht verfügbar', 'Spieler: 3', 'Partie (bis 3)'],
      ['en', 'How to play', 'Rules not available', 'Players: 3', 'Match (to 3)'],
    ] as const) {
      const el = await tableOf('subastao', 'target=3', lang);
      const self = internals(el);
      self._menu.options.howToPlay = rulesText(
        (error) => self._report(error),
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      );
      const shadow = must(el.shadowRoot);
      must(shadow.querySelector<HTMLButtonElement>('[data-action="menu"]')).click();
      await el.updateComplete;
      must(shadow.querySelector<HTMLButtonElement>('[data-action="rules"]')).click();
      const panel = () => shadow.querySelector('[part~="rules"]');
      await waitUntil(() => panel()?.querySelector('h3'), `${lang}: the short text`);
      // Titled as the menu's button: no text names the game.
      expect(panel()?.querySelector('h2')?.textContent?.trim(), lang).to.equal(title);
      expect(panel()?.querySelector('h3')?.textContent?.trim(), lang).to.equal(heading);
      const items = [...(panel()?.querySelectorAll('li') ?? [])].map((li) =>
        li.textContent?.trim(),
      );
      expect(items, lang).to.deep.equal([players, target]);
    }
  });

  it('320 px, 200% text: the text takes most of the panel, the close button 44 px', async () => {
    // The close button's column (2.75rem) took 75 of the panel's 290 px from every line.
    try {
      document.documentElement.style.fontSize = '32px';
      const panel = await rulesAt320('tute', 'es');
      const inner = panel.clientWidth;
      const text = must(panel.querySelector('p')).getBoundingClientRect().width;
      expect(text / inner, "the text's share of the panel").to.be.at.least(0.75);
      const close = must(panel.querySelector('.close')).getBoundingClientRect();
      expect(Math.min(close.width, close.height)).to.be.at.least(44);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('320 px, 150% and 200% text: no sideways scrolling, the card table clear of ×', async () => {
    // At 200% the card table's two columns ("Caballo", "Puntos") took 265 px of the 223 px
    // beside the close button's column, and German words ran out of a list's lines: the panel
    // scrolled 41 px sideways. Under 15rem the table's words are smaller, long words break.
    try {
      for (const size of ['24px', '32px'])
        for (const lang of ['es', 'de', 'en'] as const)
          for (const variant of ['tute', 'brisca', 'subastado'] as const) {
            document.documentElement.style.fontSize = size;
            const what = `${variant} ${lang} ${size}`;
            const rules = await rulesAt320(variant, lang);
            expect(rules.scrollWidth, `${what}: sideways`).to.be.at.most(rules.clientWidth);
            const table = must(rules.querySelector('table')).getBoundingClientRect();
            const close = must(rules.querySelector('.close')).getBoundingClientRect();
            expect(table.right, `${what}: the table under ×`).to.be.at.most(close.left + 1);
          }
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });
});
