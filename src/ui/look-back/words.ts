/**
 * The words of the panels that look back (the log, "How to play") that the element's
 * dictionaries (i18n/) do not carry, in Spanish, English and German: they travel with this
 * module (log.js).
 */
import type { Lang } from '../i18n.js';

export interface LookBackWords {
  /** The log's column of who won each trick. */
  wonBy: string;
  /** The heading of "How to play" when the rules could not be loaded (rules-panel.ts). */
  rulesUnavailable: string;
}

export const LOOK_BACK_WORDS: Readonly<Record<Lang, LookBackWords>> = {
  es: { wonBy: 'Gana', rulesUnavailable: 'Reglas no disponibles' },
  en: { wonBy: 'Won by', rulesUnavailable: 'Rules not available' },
  de: { wonBy: 'Stich an', rulesUnavailable: 'Regeln nicht verfügbar' },
};
