import type { Strings } from './strings.js';

const number = new Intl.NumberFormat('de');

/** A card as the object of a sentence: "den Buben der Kelche", "das Ass …", "die Sieben …". */
const ARTICLE: Record<string, string> = {
  Ass: 'das Ass',
  Bube: 'den Buben',
  Reiter: 'den Reiter',
  König: 'den König',
};
const the = (card: string): string => {
  const rank = card.slice(0, card.indexOf(' '));
  return `${ARTICLE[rank] ?? `die ${rank}`}${card.slice(rank.length)}`;
};

/** A suit's name after "in": Schwertern, Kelchen, Stäben, Münzen. */
const dative = (suit: string): string => (suit.endsWith('n') ? suit : `${suit}n`);

export const de: Strings = {
  lang: 'de',
  ranks: {
    1: 'Ass',
    2: 'Zwei',
    3: 'Drei',
    4: 'Vier',
    5: 'Fünf',
    6: 'Sechs',
    7: 'Sieben',
    10: 'Bube',
    11: 'Reiter',
    12: 'König',
  },
  suits: { o: 'Münzen', c: 'Kelche', e: 'Schwerter', b: 'Stäbe' },
  card: (rank, suit) => `${rank} der ${de.suits[suit]}`,
  num: (n) => number.format(n),
  defaultNames: ['Du', 'Lena', 'Mats', 'Karin'],
  table: 'Tute-Tisch',
  hand: 'Deine Karten',
  trick: 'Stich',
  emptyTrick: 'Keine Karten auf dem Tisch',
  previousTrick: 'Voriger Stich',
  swapSaid: (rank) => `Tausche die ${rank}`,
  led: 'Ausspiel',
  log: 'Spielverlauf',
  unavailable: 'Nicht verfügbar',
  stock: (n) => `Stapel: ${n}`,
  indicator: 'Trumpfkarte',
  noIndicator: 'gezogen',
  turnedCard: 'Aufgedeckte Karte (aus dem Spiel)',
  dealerCard: (name, you) => (you ? 'Deine Karte (Geber)' : `Karte von ${name} (Geber)`),
  trump: 'Trumpf',
  trumpPending: 'noch nicht angesagt',
  faceDown: (n) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`,
  seats: 'Spieler',
  team: (side) => `Team ${'AB'[side] ?? side + 1}`,
  partner: 'Partner',
  dealer: 'Geber',
  censor: 'Zensor',
  sitsOut: 'setzt aus',
  contractMarker: (amount) => `Kontrakt ${amount}`,
  yourTurn: 'Du bist am Zug.',
  waiting: (name) => `${name} ist am Zug …`,
  youSitOut: 'Du setzt dieses Spiel aus.',
  youAreCensor: 'Du bist Zensor: Du beurteilst das Höchstgebot.',
  played: (name, you, card) => (you ? `Du spielst ${the(card)}.` : `${name} spielt ${the(card)}.`),
  wonTrick: (name, you, points) =>
    you ? `Du gewinnst den Stich (+${points}).` : `${name} gewinnt den Stich (+${points}).`,
  drew: (card) => `Du ziehst ${the(card)}.`,
  tookIndicator: (name, you, card, strict) =>
    `${you ? 'Du nimmst' : `${name} nimmt`} die Trumpfkarte, ${the(card)}.` +
    (strict ? ' Ab jetzt gelten strenge Regeln (arrastre).' : ''),
  sang: (name, you, points, suit) =>
    `${you ? 'Du meldest' : `${name} meldet`} ${points} in ${dative(suit)}.`,
  swapped: (name, you) =>
    you ? 'Du tauschst gegen die Trumpfkarte.' : `${name} tauscht gegen die Trumpfkarte.`,
  keptIndicator: (name, you) => (you ? 'Du tauschst nicht.' : `${name} tauscht nicht.`),
  declaredNothing: (name, you) => (you ? 'Du meldest nichts.' : `${name} meldet nichts.`),
  declaredTute: (name, you, rank) =>
    `${you ? 'Du meldest' : `${name} meldet`} Tute der ${rank === 12 ? 'Könige' : 'Reiter'}.`,
  announcedCapote: (name, you) => (you ? 'Du sagst Capote an.' : `${name} sagt Capote an.`),
  bid: (name, you, amount) => (you ? `Du bietest ${amount}.` : `${name} bietet ${amount}.`),
  passedBid: (name, you) => (you ? 'Du passt.' : `${name} passt.`),
  allPassed: 'Alle passen: Es wird neu gegeben.',
  namedTrump: (name, you, suit) =>
    you ? `Du sagst ${suit} als Trumpf an.` : `${name} sagt ${suit} als Trumpf an.`,
  tookOver: (name, you, amount) =>
    you
      ? `Du übernimmst den Kontrakt zu ${amount}.`
      : `${name} übernimmt den Kontrakt zu ${amount}.`,
  letStand: (name, you) =>
    you ? 'Du lässt den Kontrakt stehen.' : `${name} lässt den Kontrakt stehen.`,
  newDeal: 'Neues Spiel.',
  actions: {
    sing: (points, suit) => `${points} melden (${suit})`,
    swap: 'Trumpf\u00adkarte tauschen',
    tute: (rank) => `Tute der ${rank === 12 ? 'Könige' : 'Reiter'}`,
    capote: 'Capote',
    pass: 'Nicht tauschen',
    noDeclaration: 'Nichts melden',
    nextDeal: 'Nächstes Spiel',
    newMatch: 'Neue Partie',
    summary: 'Ergebnis',
  },
  close: 'Schließen',
  auction: {
    passed: 'passe',
    bid: (amount) => `${amount} bieten`,
    pass: 'Passe',
    chooseTrump: (amount) => `Dein Vertrag: ${amount}. Sag Trumpf an.`,
    censorPrompt: (name, amount, price) =>
      `${name} hat mit ${amount} gewonnen. Übernimmst du diese Karten zu ${price}?`,
    bidderHand: (name) => `Karten von ${name}`,
    take: (price) => `Übernehmen (${price})`,
    letStand: 'Stehen lassen',
  },
  menu: {
    title: 'Menü',
    abandon: 'Ja, diese Partie abbrechen',
    rules: 'Spielregeln',
    copyRecord: 'Partie kopieren',
    words: {
      difficulty: 'Schwierigkeit',
      easy: 'Leicht',
      medium: 'Mittel',
      hard: 'Schwer',
      expert: 'Experte',
      speed: 'Tempo',
      slow: 'Langsam',
      normal: 'Normal',
      fast: 'Schnell',
      instant: 'Sofort',
      sort: 'Hand',
      suit: 'Nach Farben',
      none: 'Wie gegeben',
      lang: 'Sprache',
      theme: 'Farben',
      classic: 'Klassisch',
      light: 'Hell',
      dark: 'Dunkel',
    },
  },
  blocked: {
    'not-your-turn': 'Du bist nicht am Zug',
    'must-follow': 'Du musst {led} bedienen',
    'must-beat': 'Du musst {led} bedienen und überbieten',
    'must-trump': 'Keine {led}: du musst mit Trumpf stechen ({trump})',
    'must-overtrump': 'Du musst höher stechen ({trump})',
    'must-follow-trump': 'Auf Trumpf ({trump}) musst du Trumpf geben',
    'swap-pending': 'Erst tauschen oder passen',
    'declaration-pending': 'Erst melden oder passen',
    'wrong-phase': 'Karten werden nach der Versteigerung gespielt',
    'deal-over': 'Das Spiel ist vorbei',
    'match-over': 'Die Partie ist vorbei',
  },
  notPlayable: 'Jetzt nicht spielbar',
  keyHint: 'Pfeiltasten wählen eine Karte, Enter spielt sie.',
  thinking: (name) => `${name} überlegt…`,
  tricksWon: (n) => `${n} ${n === 1 ? 'Stich' : 'Stiche'}`,
  score: {
    title: 'Spielstand',
    deal: 'Spiel',
    match: (target) => `Partie (bis ${target})`,
    cardPoints: 'Karten\u00adpunkte',
    cantes: 'Meldungen',
    lastTrick: 'Letzter Stich',
    total: 'Summe',
    contract: (name, amount) => `Kontrakt: ${name}, ${amount}`,
    contractTotal: 'Summe der Kontraktseite',
    awarded: 'Partie\u00adpunkte',
  },
  dealOver: 'Spiel vorbei',
  matchOver: 'Partie vorbei',
  dealWinner: (name, you) => (you ? 'Du gewinnst das Spiel' : `${name} gewinnt das Spiel`),
  draw: 'Unentschieden',
  reasons: {
    points: 'nach Punkten',
    tie: 'Gleichstand: der letzte Stich entscheidet',
    tute: 'durch Tute',
    capote: 'durch Capote',
    draw: 'niemand gewinnt',
    'bid-made': 'erfüllt',
    'bid-failed': 'verfehlt',
  },
  matchWinner: (name, you) => (you ? 'Du gewinnst die Partie!' : `${name} gewinnt die Partie.`),
  replayUnavailable: 'Wiedergabe nicht verfügbar',
};
