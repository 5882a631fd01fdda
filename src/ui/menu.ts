/**
 * Controller: the table's menu (templates/menu.ts) — a new match (asked first while one is in
 * play), the settings, each the very property its attribute sets (so the attributes reflect
 * them; `lang` is set as the attribute), and "How to play": the rules of the match on the table
 * in the element's language, loaded when the rules panel opens (how-to-play.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerView } from '../engine/index.js';
import { DIFFICULTIES, SORTS, SPEEDS, THEMES } from './config.js';
import { LANGS, type Lang } from './i18n.js';
import type { RulesText } from './how-to-play.js';
import type { RulesDoc } from './rules-text/doc.js';

/** A setting: the attribute's name, its values, the value in use. */
export type Setting = readonly [name: string, values: readonly string[], value: string];

export interface MenuHost extends ReactiveControllerHost, HTMLElement {
  readonly view: PlayerView;
  newMatch(): void;
}

export interface MenuOptions {
  lang: () => Lang;
  /** The panel open now (panels.ts). */
  panel: () => string | null;
  howToPlay: RulesText;
}

export class Menu implements ReactiveController {
  /** A new match was asked for while one is in play: yes or no? */
  confirming = false;
  /** The rules shown in the rules panel, once loaded. */
  doc: RulesDoc | null = null;
  private _loading = '';

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

  hostUpdate(): void {
    const open = this.options.panel();
    if (open !== 'menu') this.confirming = false;
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
