/**
 * The replay's words in Spanish, English and German. They travel with the replay module
 * (replay.js), not with the element's dictionaries (i18n/), so a table that never replays does
 * not carry them.
 */
import type { Lang } from '../i18n.js';

export interface ReplayStrings {
  /** The controls' group. */
  controls: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  play: string;
  playFromHere: string;
  /** "Deal 1 · move 12 of 40": the position shown (moves from the record's start). */
  position: (deal: number, ply: number, total: number) => string;
  /** The comments' region. */
  comments: string;
  /** Before a record's error (line, column and what is wrong, from the engine). */
  broken: string;
  /** The menu's "Copy record": the record is on the clipboard, or is to be copied by hand. */
  copied: string;
  copyByHand: string;
}

export const REPLAY_STRINGS: Readonly<Record<Lang, ReplayStrings>> = {
  es: {
    controls: 'Repetición',
    first: 'Al principio',
    previous: 'Jugada anterior',
    next: 'Jugada siguiente',
    last: 'Al final',
    play: 'Reproducir',
    playFromHere: 'Jugar desde aquí',
    position: (deal, ply, total) => `Mano ${deal} · jugada ${ply} de ${total}`,
    comments: 'Comentarios',
    broken: 'No se puede mostrar esta partida:',
    copied: 'Copiada: la partida está en el portapapeles.',
    copyByHand: 'Selecciona la partida y cópiala:',
  },
  en: {
    controls: 'Replay',
    first: 'To the start',
    previous: 'Previous move',
    next: 'Next move',
    last: 'To the end',
    play: 'Autoplay',
    playFromHere: 'Play from here',
    position: (deal, ply, total) => `Deal ${deal} · move ${ply} of ${total}`,
    comments: 'Comments',
    broken: 'This game record cannot be shown:',
    copied: 'Copied: the record of this match is on the clipboard.',
    copyByHand: 'Select the record and copy it:',
  },
  de: {
    controls: 'Wiedergabe',
    first: 'Zum Anfang',
    previous: 'Vorheriger Zug',
    next: 'Nächster Zug',
    last: 'Zum Ende',
    play: 'Automatisch abspielen',
    playFromHere: 'Von hier spielen',
    position: (deal, ply, total) => `Spiel ${deal} · Zug ${ply} von ${total}`,
    comments: 'Kommentare',
    broken: 'Diese Partie kann nicht gezeigt werden:',
    copied: 'Kopiert: Die Partie ist in der Zwischenablage.',
    copyByHand: 'Partie markieren und kopieren:',
  },
};
