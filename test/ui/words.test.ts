/**
 * The words of Spanish and German are loaded on first use (src/ui/i18n.ts, words-loader.ts):
 * the element holds its first render until they are here, so a Spanish page never shows a
 * moment of English, and a change of `lang` re-renders in the new language once it has loaded.
 * This file is its own page: no other test has loaded the words before it.
 */
import { expect } from '@open-wc/testing';
import '../../src/ui/index.ts';
import type { TuteTable } from '../../src/ui/index.ts';
import { errorsOf } from './support.ts';

/** Every text the element's shadow root shows, recorded at each change until `done` resolves. */
async function textsWhile(el: TuteTable, done: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const root = el.shadowRoot;
  if (!root) throw new Error('no shadow root');
  const record = () => texts.push(root.textContent ?? '');
  const observer = new MutationObserver(record);
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  await done();
  observer.disconnect();
  record();
  return texts;
}

describe('<tute-table> words on first use', () => {
  it('a Spanish table renders Spanish from its first render; German after lang="de"', async () => {
    const el = document.createElement('tute-table');
    const errors = errorsOf(el);
    el.setAttribute('lang', 'es');
    el.setAttribute('seed', '5');
    document.body.append(el);
    expect(el.shadowRoot?.textContent ?? '', 'nothing before the words are here').to.equal('');
    const first = await textsWhile(el, () => el.updateComplete);
    expect(first.length).to.be.greaterThan(0);
    for (const text of first) {
      expect(text).to.contain('Lucía');
      expect(text).to.not.match(/Lucy|Matt\b/);
    }
    const german = await textsWhile(el, async () => {
      el.setAttribute('lang', 'de');
      await el.updateComplete;
    });
    expect(german.at(-1)).to.contain('Lena');
    for (const text of german) expect(text).to.not.match(/Lucy|Matt\b/);
    expect(errors).to.deep.equal([]);
    el.remove();
  });
});
