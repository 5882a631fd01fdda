/**
 * Controller: the table's menu (templates/menu.ts) — a new match (asked first while one is in
 * play), the settings, each the very property its attribute sets (so the attributes reflect
 * them; `lang` is set as the attribute), and "How to play": the rules of the match on the table
 * in the element's language, loaded when the rules panel opens (how-to-play.ts), and "Copy
 * record": the match's record in the text notation on the clipboard, or shown to be copied by
 * hand where the page may not write it, both written by the replay module
 * (replay/record-text.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerView, TuteRecord } from '../engine/index.js';
import { DIFFICULTIES, SORTS, SPEEDS, THEMES } from './config.js';
import { LANGS, type Lang } from './i18n.js';
import type { RulesText } from './how-to-play.js';
import { loadReplay, type ReplayModule } from './replay-loader.js';
import type { Copied } from './replay/index.js';
import type { Lit } from './replay/session.js';
import type { RulesDoc } from './rules-text/doc.js';

/** A setting: the attribute's name, its values, the value in use. */
export type Setting = readonly [name: string, values: readonly string[], value: string];

export interface MenuHost extends ReactiveControllerHost, HTMLElement {
  readonly view: PlayerView;
  readonly record: TuteRecord;
  newMatch(): void;
}

export interface MenuOptions {
  lang: () => Lang;
  /** The panel open now (panels.ts). */
  panel: () => string | null;
  howToPlay: RulesText;
  /** The seats' names on the table, for a copied record that has none. */
  names: () => string[];
}

export class Menu implements ReactiveController {
  /** A new match was asked for while one is in play: yes or no? */
  confirming = false;
  /** The rules shown in the rules panel: null until written, false if they cannot be loaded. */
  doc: RulesDoc | false | null = null;
  private _loading = '';
  /**
   * What "Copy record" did, until the menu closes: its news, drawn by the replay module that
   * wrote the record (on the clipboard, or the text where the clipboard refused it), or
   * `failed` when the record could not be written (replay.js not loaded).
   */
  copy: 'failed' | ((lit: Lit) => unknown) | null = null;

  constructor(
    private readonly host: MenuHost,
    private readonly options: MenuOptions,
  ) {
    host.addController(this);
  }

  /** The settings in the menu's order, with the values in use. */
  settings(): Setting[] {
    const host = this.host as unknown as Record<string, string>;
    return [
      ['difficulty', DIFFICULTIES, host.difficulty],
      ['speed', SPEEDS, host.speed],
      ['sort', SORTS, host.sort],
      ['lang', LANGS, this.options.lang()],
      ['theme', THEMES, host.theme],
    ] as Setting[];
  }

  /** Sets a setting: its attribute, which sets its property. */
  set(name: string, value: string): void {
    this.host.setAttribute(name, value);
  }

  /**
   * "New match": at once when the match is over; else the button asks first, and a second press
   * confirms (closing the menu says no).
   */
  newMatch(): void {
    this.confirming = !this.confirming && this.host.view.phase !== 'match-over';
    if (!this.confirming) this.host.newMatch();
    this.host.requestUpdate();
  }

  /** Puts the record of the match (or of the replay shown) on the clipboard. */
  async copyRecord(): Promise<void> {
    let replay: ReplayModule;
    let text: string;
    try {
      replay = await loadReplay();
      text = replay.namedRecordText(this.host.record, this.options.names());
    } catch {
      return this._copied('failed');
    }
    let copied: Copied = 'copied';
    try {
      // Missing outside secure contexts; refused without the page's focus or permission.
      await navigator.clipboard.writeText(text);
    } catch {
      copied = { text };
    }
    this._copied((lit) => replay.copyNews(lit, copied, this.options.lang(), this.host.shadowRoot));
  }

  private _copied(result: Menu['copy']): void {
    if (this.options.panel() !== 'menu') return;
    this.copy = result;
    this.host.requestUpdate();
  }

  hostUpdate(): void {
    const open = this.options.panel();
    if (open !== 'menu') {
      this.confirming = false;
      this.copy = null;
    }
    if (open !== 'rules') return;
    // The rules of the match on the table, in the language in use (again if either changes).
    const { variant, rules } = this.host.view;
    const lang = this.options.lang();
    const key = `${variant} ${lang} ${JSON.stringify(rules)}`;
    if (this._loading === key) return;
    this._loading = key;
    this.doc = null;
    void this.options.howToPlay(variant, rules, lang).then((doc) => {
      if (this._loading !== key) return;
      this.doc = doc;
      this.host.requestUpdate();
    });
  }
}
