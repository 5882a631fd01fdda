/**
 * The element's words in Spanish, English and German. Each dictionary has the same typed
 * shape, so a missing string is a type error. Sentences about a seat take `you` (true when it
 * is seat 0 under its default name) to get the grammar of the second person right.
 */
import type { CardCode, Rank, ResultReason, Suit } from '../engine/index.js';
import { rankOf, suitOf } from '../engine/index.js';

export type Lang = 'es' | 'en' | 'de';
export const LANGS: readonly Lang[] = ['es', 'en', 'de'];

export interface Strings {
  ranks: Record<Rank, string>;
  suits: Record<Suit, string>;
  /** "Rey de copas" from the localized rank and the suit key. */
  card: (rank: string, suit: Suit) => string;
  defaultNames: [string, string];
  table: string;
  hand: string;
  trick: string;
  emptyTrick: string;
  /** Label of the trick just completed, shown until the next lead. */
  previousTrick: string;
  stock: (n: number) => string;
  indicator: string;
  noIndicator: string;
  trump: string;
  faceDown: (n: number) => string;
  yourTurn: string;
  waiting: (name: string) => string;
  played: (name: string, you: boolean, card: string) => string;
  wonTrick: (name: string, you: boolean, points: number) => string;
  sang: (name: string, you: boolean, points: number, suit: string) => string;
  swapped: (name: string, you: boolean) => string;
  keptIndicator: (name: string, you: boolean) => string;
  declaredTute: (name: string, you: boolean, rank: 11 | 12) => string;
  announcedCapote: (name: string, you: boolean) => string;
  newDeal: string;
  actions: {
    sing: (points: number, suit: string) => string;
    swap: string;
    tute: (rank: 11 | 12) => string;
    capote: string;
    pass: string;
    nextDeal: string;
    newMatch: string;
  };
  /** Why a card of the hand may not be played, by the engine's error code. */
  blocked: Record<string, string>;
  notPlayable: string;
  score: {
    deal: string;
    match: (target: number) => string;
    cardPoints: string;
    cantes: string;
    lastTrick: string;
    total: string;
  };
  dealOver: string;
  dealWinner: (name: string, you: boolean) => string;
  draw: string;
  reasons: Record<ResultReason | 'tie', string>;
  matchWinner: (name: string, you: boolean) => string;
}

const es: Strings = {
  ranks: { 1: 'As', 2: 'Dos', 3: 'Tres', 4: 'Cuatro', 5: 'Cinco', 6: 'Seis', 7: 'Siete', 10: 'Sota', 11: 'Caballo', 12: 'Rey' },
  suits: { o: 'oros', c: 'copas', e: 'espadas', b: 'bastos' },
  card: (rank, suit) => `${rank} de ${es.suits[suit]}`,
  defaultNames: ['Tú', 'Rival'],
  table: 'Mesa de tute',
  hand: 'Tu mano',
  trick: 'Baza',
  emptyTrick: 'Mesa vacía',
  previousTrick: 'Última baza',
  stock: (n) => `Mazo: ${n}`,
  indicator: 'Muestra',
  noIndicator: 'sin muestra',
  trump: 'Triunfo',
  faceDown: (n) => `${n} ${n === 1 ? 'carta' : 'cartas'}`,
  yourTurn: 'Te toca.',
  waiting: (name) => `Turno de ${name}…`,
  played: (name, you, card) => (you ? `Juegas ${card}.` : `${name} juega ${card}.`),
  wonTrick: (name, you, points) => (you ? `Ganas la baza (+${points}).` : `${name} gana la baza (+${points}).`),
  sang: (name, you, points, suit) => (you ? `Cantas las ${points} en ${suit}.` : `${name} canta las ${points} en ${suit}.`),
  swapped: (name, you) => (you ? 'Cambias por la muestra.' : `${name} cambia por la muestra.`),
  keptIndicator: (name, you) => (you ? 'No cambias.' : `${name} no cambia.`),
  declaredTute: (name, you, rank) => `${you ? 'Cantas' : `${name} canta`} tute de ${rank === 12 ? 'reyes' : 'caballos'}.`,
  announcedCapote: (name, you) => (you ? 'Anuncias capote.' : `${name} anuncia capote.`),
  newDeal: 'Nueva mano.',
  actions: {
    sing: (points, suit) => `Cantar las ${points} (${suit})`,
    swap: 'Cambiar por la muestra',
    tute: (rank) => `Tute de ${rank === 12 ? 'reyes' : 'caballos'}`,
    capote: 'Capote',
    pass: 'No cambiar',
    nextDeal: 'Siguiente mano',
    newMatch: 'Nueva partida',
  },
  blocked: {
    'not-your-turn': 'No es tu turno',
    'must-follow': 'Debes asistir al palo de salida',
    'must-beat': 'Debes asistir y montar',
    'must-trump': 'Debes fallar con triunfo',
    'must-overtrump': 'Debes montar con un triunfo mayor',
    'must-follow-trump': 'Debes responder al triunfo con triunfo',
    'swap-pending': 'Primero cambia o pasa',
    'deal-over': 'La mano ha terminado',
    'match-over': 'La partida ha terminado',
  },
  notPlayable: 'No se puede jugar ahora',
  score: {
    deal: 'Mano',
    match: (target) => `Partida (a ${target})`,
    cardPoints: 'Puntos de cartas',
    cantes: 'Cantes',
    lastTrick: 'Diez de últimas',
    total: 'Total',
  },
  dealOver: 'Fin de la mano',
  dealWinner: (name, you) => (you ? 'Ganas la mano' : `${name} gana la mano`),
  draw: 'Empate',
  reasons: {
    points: 'por puntos', tie: 'empate: decide la última baza', tute: 'por tute', capote: 'por capote',
    draw: 'nadie gana', 'bid-made': 'contrato cumplido', 'bid-failed': 'contrato fallido',
  },
  matchWinner: (name, you) => (you ? '¡Ganas la partida!' : `${name} gana la partida.`),
};

const en: Strings = {
  ranks: { 1: 'Ace', 2: 'Two', 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six', 7: 'Seven', 10: 'Jack', 11: 'Knight', 12: 'King' },
  suits: { o: 'coins', c: 'cups', e: 'swords', b: 'clubs' },
  card: (rank, suit) => `${rank} of ${en.suits[suit]}`,
  defaultNames: ['You', 'Opponent'],
  table: 'Tute table',
  hand: 'Your hand',
  trick: 'Trick',
  emptyTrick: 'No cards on the table',
  previousTrick: 'Previous trick',
  stock: (n) => `Stock: ${n}`,
  indicator: 'Trump card',
  noIndicator: 'drawn',
  trump: 'Trumps',
  faceDown: (n) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  yourTurn: 'Your turn.',
  waiting: (name) => `${name} to play…`,
  played: (name, you, card) => `${you ? 'You' : name} played ${card}.`,
  wonTrick: (name, you, points) => `${you ? 'You win' : `${name} wins`} the trick (+${points}).`,
  sang: (name, you, points, suit) => `${you ? 'You sing' : `${name} sings`} ${points} in ${suit}.`,
  swapped: (name, you) => `${you ? 'You swap' : `${name} swaps`} for the trump card.`,
  keptIndicator: (name, you) => `${you ? 'You do' : `${name} does`} not swap.`,
  declaredTute: (name, you, rank) => `${you ? 'You declare' : `${name} declares`} Tute of ${rank === 12 ? 'kings' : 'knights'}.`,
  announcedCapote: (name, you) => `${you ? 'You announce' : `${name} announces`} capote.`,
  newDeal: 'New deal.',
  actions: {
    sing: (points, suit) => `Sing ${points} (${suit})`,
    swap: 'Swap for the trump card',
    tute: (rank) => `Tute of ${rank === 12 ? 'kings' : 'knights'}`,
    capote: 'Capote',
    pass: "Don't swap",
    nextDeal: 'Next deal',
    newMatch: 'New match',
  },
  blocked: {
    'not-your-turn': 'Not your turn',
    'must-follow': 'You must follow the suit led',
    'must-beat': 'You must follow suit and beat the highest card',
    'must-trump': 'You must play a trump',
    'must-overtrump': 'You must play a higher trump',
    'must-follow-trump': 'You must answer a trump lead with a trump',
    'swap-pending': 'Swap or pass first',
    'deal-over': 'The deal is over',
    'match-over': 'The match is over',
  },
  notPlayable: 'Not playable now',
  score: {
    deal: 'Deal',
    match: (target) => `Match (to ${target})`,
    cardPoints: 'Card points',
    cantes: 'Cantes',
    lastTrick: 'Last trick',
    total: 'Total',
  },
  dealOver: 'Deal over',
  dealWinner: (name, you) => `${you ? 'You win' : `${name} wins`} the deal`,
  draw: 'Draw',
  reasons: {
    points: 'on points', tie: 'tied: the last trick decides', tute: 'by Tute', capote: 'by capote',
    draw: 'nobody wins', 'bid-made': 'contract made', 'bid-failed': 'contract failed',
  },
  matchWinner: (name, you) => (you ? 'You win the match!' : `${name} wins the match.`),
};

const de: Strings = {
  ranks: { 1: 'Ass', 2: 'Zwei', 3: 'Drei', 4: 'Vier', 5: 'Fünf', 6: 'Sechs', 7: 'Sieben', 10: 'Bube', 11: 'Reiter', 12: 'König' },
  suits: { o: 'Münzen', c: 'Kelche', e: 'Schwerter', b: 'Stäbe' },
  card: (rank, suit) => `${rank} der ${de.suits[suit]}`,
  defaultNames: ['Du', 'Gegner'],
  table: 'Tute-Tisch',
  hand: 'Deine Karten',
  trick: 'Stich',
  emptyTrick: 'Keine Karten auf dem Tisch',
  previousTrick: 'Voriger Stich',
  stock: (n) => `Stapel: ${n}`,
  indicator: 'Trumpfkarte',
  noIndicator: 'gezogen',
  trump: 'Trumpf',
  faceDown: (n) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`,
  yourTurn: 'Du bist am Zug.',
  waiting: (name) => `${name} ist am Zug …`,
  played: (name, you, card) => (you ? `Du spielst ${card}.` : `${name} spielt ${card}.`),
  wonTrick: (name, you, points) => (you ? `Du gewinnst den Stich (+${points}).` : `${name} gewinnt den Stich (+${points}).`),
  sang: (name, you, points, suit) => (you ? `Du meldest ${points} in ${suit}.` : `${name} meldet ${points} in ${suit}.`),
  swapped: (name, you) => (you ? 'Du tauschst gegen die Trumpfkarte.' : `${name} tauscht gegen die Trumpfkarte.`),
  keptIndicator: (name, you) => (you ? 'Du tauschst nicht.' : `${name} tauscht nicht.`),
  declaredTute: (name, you, rank) => `${you ? 'Du meldest' : `${name} meldet`} Tute der ${rank === 12 ? 'Könige' : 'Reiter'}.`,
  announcedCapote: (name, you) => (you ? 'Du sagst Capote an.' : `${name} sagt Capote an.`),
  newDeal: 'Neues Spiel.',
  actions: {
    sing: (points, suit) => `${points} melden (${suit})`,
    swap: 'Gegen die Trumpfkarte tauschen',
    tute: (rank) => `Tute der ${rank === 12 ? 'Könige' : 'Reiter'}`,
    capote: 'Capote',
    pass: 'Nicht tauschen',
    nextDeal: 'Nächstes Spiel',
    newMatch: 'Neue Partie',
  },
  blocked: {
    'not-your-turn': 'Du bist nicht am Zug',
    'must-follow': 'Du musst die ausgespielte Farbe bedienen',
    'must-beat': 'Du musst bedienen und überstechen',
    'must-trump': 'Du musst Trumpf spielen',
    'must-overtrump': 'Du musst mit höherem Trumpf stechen',
    'must-follow-trump': 'Auf Trumpf musst du Trumpf geben',
    'swap-pending': 'Erst tauschen oder passen',
    'deal-over': 'Das Spiel ist vorbei',
    'match-over': 'Die Partie ist vorbei',
  },
  notPlayable: 'Jetzt nicht spielbar',
  score: {
    deal: 'Spiel',
    match: (target) => `Partie (bis ${target})`,
    cardPoints: 'Kartenpunkte',
    cantes: 'Meldungen',
    lastTrick: 'Letzter Stich',
    total: 'Summe',
  },
  dealOver: 'Spiel vorbei',
  dealWinner: (name, you) => (you ? 'Du gewinnst das Spiel' : `${name} gewinnt das Spiel`),
  draw: 'Unentschieden',
  reasons: {
    points: 'nach Punkten', tie: 'Gleichstand: der letzte Stich entscheidet', tute: 'durch Tute', capote: 'durch Capote',
    draw: 'niemand gewinnt', 'bid-made': 'Kontrakt erfüllt', 'bid-failed': 'Kontrakt verfehlt',
  },
  matchWinner: (name, you) => (you ? 'Du gewinnst die Partie!' : `${name} gewinnt die Partie.`),
};

export const DICTIONARIES: Readonly<Record<Lang, Strings>> = { es, en, de };

/** The language a `lang` value names ('es-ES' → 'es'), or null if we have no dictionary for it. */
export function toLang(value: string | null | undefined): Lang | null {
  const primary = (value ?? '').trim().toLowerCase().split('-')[0] ?? '';
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}

/**
 * The language of the nearest ancestor with a `lang` attribute (crossing shadow roots), else
 * 'en'. A language we have no dictionary for also gives 'en': a French page gets English.
 */
export function inheritedLang(el: Element): Lang {
  let node: Element | null = parentOf(el);
  while (node) {
    const found = node.closest('[lang]');
    if (found) return toLang(found.getAttribute('lang')) ?? 'en';
    node = hostOf(node);
  }
  return 'en';
}

function parentOf(el: Element): Element | null {
  return el.parentElement ?? hostOf(el);
}

function hostOf(el: Element): Element | null {
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** "Rey de copas", "King of cups", "König der Kelche". */
export function cardName(strings: Strings, code: CardCode): string {
  return strings.card(strings.ranks[rankOf(code)], suitOf(code));
}
