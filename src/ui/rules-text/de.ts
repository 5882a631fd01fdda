import { de as words } from '../i18n/de.js';
import type { Facts } from './facts.js';
import { numberWords, type Phrasebook } from './phrasebook.js';

const { n, count, Count, plural } = numberWords(words, { 2: 'zwei', 3: 'drei', 4: 'vier' });

const teams = (f: Facts): boolean => f.sides === 'teams';
const swapCard = (f: Facts): string =>
  ({ '7': 'Trumpf-Sieben', '2': 'Trumpf-Zwei', '7-and-2': 'Trumpf-Sieben oder -Zwei' })[f.swapCard];
const SWAP = (f: Facts): string =>
  `Tauschen: Mit der ${swapCard(f)} darfst du die Trumpfkarte unter dem Stapel eintauschen, ` +
  'solange sie dort liegt';

export const de: Phrasebook = {
  words,
  names: {
    tute: 'Tute zu zweit',
    'tute-3': 'Tute zu dritt',
    'tute-4': 'Tute zu viert, in Teams',
    subastado: 'Tute Subastado',
    subastao: 'Subastao',
    'subastao-censor': 'Subastao mit Zensor',
    brisca: 'Brisca',
  },
  headings: {
    game: () => 'Das Spiel',
    cards: () => 'Die Karten',
    deal: () => 'Das Geben',
    auction: () => 'Die Versteigerung',
    play: () => 'Die Stiche',
    extras: (f) => (f.cantes ? 'Meldungen und Sonderzüge' : 'Sonderzüge'),
    scoring: () => 'Wer ein Spiel gewinnt',
    match: () => 'Die Partie',
  },
  houseRule: '(Hausregel an diesem Tisch.)',
  cardTable: {
    caption: 'Von der höchsten zur niedrigsten Karte, mit ihren Punkten',
    head: ['Karte', 'Punkte'],
    blanks: (first, last) => `${first} bis ${last}`,
  },
  lines: {
    players: (f) =>
      f.censor
        ? `${Count(f.players)} sitzen am Tisch, aber in jedem Spiel spielen nur ` +
          `${count(f.playing)}: Der Geber bekommt keine Karten und ist Zensor. Wer den ` +
          'Kontrakt hält (wer die Versteigerung gewinnt, oder der Zensor, wenn er ihn ' +
          'übernimmt), spielt allein gegen die beiden anderen.'
        : teams(f)
          ? `${Count(f.players)} Spieler in zwei Teams: Partner sitzen einander gegenüber und ` +
            'zählen ihre Punkte zusammen.'
          : f.sides === 'soloist'
            ? `${Count(f.players)} Spieler. In jedem Spiel spielt, wer die Versteigerung ` +
              'gewinnt, allein gegen die beiden anderen, die zusammenhalten.'
            : `${Count(f.players)} Spieler, jeder spielt für sich.`,
    aim: (f) =>
      f.auction
        ? 'Geboten wird um das Recht, Trumpf anzusagen; wer die Versteigerung gewinnt, muss ' +
          `mindestens so viele Punkte holen, wie ${teams(f) ? 'sein Team' : 'er'} geboten hat.`
        : 'Ziel ist, Stiche mit wertvollen Karten zu machen' +
          `${f.cantes ? ' und Meldungen anzusagen' : ''}, um mehr Punkte zu sammeln als ` +
          `${teams(f) ? 'das andere Team' : f.players === 2 ? 'der Gegner' : 'die anderen'}.`,
    deck: (f) =>
      `Gespielt wird mit dem spanischen Blatt zu ${f.deck} Karten in vier Farben: Münzen, ` +
      'Kelche, Schwerter und Stäbe (oros, copas, espadas, bastos). Jede Farbe hat ' +
      `${f.deck === 40 ? '1 bis 7' : 'die 1 und 3 bis 7'} sowie Bube, Reiter und König ` +
      `(10, 11, 12); Achten und Neunen gibt es nicht${f.deck === 40 ? '' : ', Zweien auch nicht'}.`,
    order: (f) =>
      'Achtung, Reihenfolge: Die Drei ist die zweithöchste Karte ihrer Farbe, noch vor dem ' +
      `König. Punkte zählen nur die fünf höchsten: ${f.suitPoints} je Farbe, ${f.deckPoints} ` +
      'im ganzen Blatt.',
    'deal-hands': (f) =>
      f.censor
        ? `Der Geber (der Zensor) bekommt keine Karten; die anderen ${count(f.playing)} ` +
          `bekommen je ${f.hand}.`
        : `Der Geber gibt jedem Spieler ${f.hand} Karten.`,
    'trump-indicator': (f) =>
      'Die nächste Karte wird aufgedeckt: Sie ist die Trumpfkarte, ihre Farbe ist Trumpf. Sie ' +
      `liegt quer unter den übrigen ${f.stock} Karten, dem Stapel, und wird als letzte gezogen.`,
    'trump-turned': () =>
      'Die letzte, 40. Karte wird aufgedeckt: Ihre Farbe ist Trumpf, die Karte selbst bleibt ' +
      'aus dem Spiel.',
    'trump-dealer': () =>
      'Die letzte Karte des Gebers wird allen gezeigt: Ihre Farbe ist Trumpf. Der Geber behält ' +
      'sie und spielt sie wie jede andere.',
    'trump-contract': () =>
      'Es wird keine Karte aufgedeckt: Wer die Versteigerung gewinnt, sagt Trumpf an.',
    mano: (f) =>
      'Der Spieler nach dem Geber ist die Vorhand (mano) und ' +
      `${f.auction ? 'bietet als Erster' : 'spielt zum ersten Stich aus'}. Nach jedem Spiel ` +
      'gibt der nächste Spieler.',
    bids: (f) =>
      'Von der Vorhand an bietet jeder oder passt. Geboten werden die Punkte, die ' +
      `${teams(f) ? 'das eigene Team' : 'man allein'} zu holen verspricht: Karten, Meldungen` +
      `${f.bonus > 0 ? ' und letzter Stich' : ''} zusammen. Das Mindestgebot ist ${f.minBid}; ` +
      `jedes Gebot muss das vorige in Schritten von ${f.bidStep} überbieten` +
      `${teams(f) ? ', auch das des Partners' : ''}.` +
      `${f.censor ? ' Der Zensor bietet nicht mit.' : ''}`,
    'auction-until-passes': () =>
      'Wer passt, ist draußen. Geboten wird, bis alle außer einem gepasst haben; das letzte ' +
      'Gebot gilt. Passen die anderen, bevor jemand geboten hat, darf der Letzte noch bieten ' +
      'oder passen.',
    'auction-one-lap': () =>
      'Wer passt, ist draußen. Jeder spricht genau einmal, dann gilt das höchste Gebot.',
    'auction-all-pass': () => 'Passen alle, gibt der nächste Spieler neu.',
    'first-lead-bidder': () =>
      'Wer die Versteigerung gewinnt, sagt Trumpf an und spielt zum ersten Stich aus.',
    'first-lead-mano': () =>
      'Wer die Versteigerung gewinnt, sagt Trumpf an; zum ersten Stich spielt die Vorhand aus.',
    soloist: (f) =>
      `${f.censor ? 'Wer den Kontrakt hält' : 'Wer die Versteigerung gewinnt'}, sagt Trumpf ` +
      'an, spielt zum ersten Stich aus und spielt allein; die beiden anderen spielen als ' +
      'Partner und legen ihre Stiche zusammen.',
    censor: (f) =>
      'Nach der Versteigerung sieht sich der Zensor die Karten des Höchstbietenden an und kann ' +
      `den Kontrakt zum Gebot plus ${f.premium} übernehmen: Dann spielt er diese Karten, und ` +
      'der Bieter setzt aus und bekommt nichts. Sonst behält der Bieter den Kontrakt.',
    'trick-winner': () =>
      'Reihum legt jeder eine Karte. Den Stich gewinnt der höchste Trumpf; liegt keiner, ' +
      'die höchste Karte der ausgespielten Farbe (eine andere Farbe gewinnt nie). Wer den ' +
      'Stich gewinnt, spielt zum nächsten aus.',
    'free-while-stock': () =>
      'Solange der Stapel reicht, darfst du jede Karte spielen: Es gibt weder Bedien- noch ' +
      'Trumpfpflicht.',
    'stock-follow-trump': () =>
      'Eine Ausnahme: Auf ausgespielten Trumpf musst du Trumpf geben, wenn du einen hast.',
    drawing: (f) =>
      'Nach jedem Stich zieht zuerst der Gewinner, dann der andere vom Stapel; die zuletzt ' +
      `gezogene Karte ist die Trumpfkarte. So gibt es ${f.drawTricks} Stiche mit Nachziehen ` +
      `und danach noch ${f.hand}.`,
    'free-always': () =>
      'Du darfst immer jede Karte spielen: Es gibt nie eine Pflicht zu bedienen, zu ' +
      'überbieten oder zu trumpfen.',
    'strict-after-stock': (f) =>
      `Ist der Stapel aufgebraucht, gelten für die letzten ${f.hand} Stiche strenge Regeln ` +
      '(arrastre):',
    'strict-from-start': () => 'Vom ersten Stich an gelten strenge Regeln (arrastre):',
    'follow-beat': () =>
      'Farbe bedienen und, wenn möglich, die höchste Karte dieser Farbe im Stich überbieten ' +
      '(Stichzwang).',
    'ruffed-no-beat': () =>
      'Hat schon jemand gestochen, musst du weiter bedienen, aber nicht mehr überbieten.',
    'strict-beat': () =>
      'Auch wenn schon jemand gestochen hat, musst du die höchste Karte der ausgespielten ' +
      'Farbe überbieten, wenn du kannst.',
    'must-trump': (f) =>
      'Wer die Farbe nicht hat, muss stechen' +
      (f.playing > 2
        ? ', und zwar höher als ein Trumpf, der schon im Stich liegt, wenn möglich.'
        : '.'),
    'overtrump-or-any': () => 'Ist keiner deiner Trümpfe hoch genug, darfst du jede Karte spielen.',
    'under-trump': () =>
      'Ist keiner deiner Trümpfe hoch genug, musst du trotzdem einen davon spielen.',
    'no-suit-no-trump': () => 'Wer weder die Farbe noch Trumpf hat, spielt eine beliebige Karte.',
    'trump-lead': () =>
      'Wird Trumpf ausgespielt, musst du einen höheren Trumpf geben, wenn du kannst, sonst ' +
      'irgendeinen Trumpf.',
    'partner-winning': () =>
      'Diese Pflichten gelten auch, wenn dein Partner den Stich gerade hält.',
    cantes: () =>
      'König und Reiter derselben Farbe auf der Hand sind eine Meldung (cante): Wer sie ' +
      'ansagt und beide Karten zeigt, bekommt 20 Punkte (las veinte), in Trumpf 40 ' +
      '(las cuarenta).',
    'cante-when': (f) =>
      'Melden darfst du nur, direkt nachdem ' +
      (f.sides === 'alone'
        ? 'du einen Stich gewonnen hast'
        : 'deine Seite einen Stich gewonnen hat') +
      ', vor dem nächsten Ausspielen, also nie vor dem ersten Stich. ' +
      'Die Karten bleiben auf der Hand. ' +
      'Jede Farbe kann nur einmal je Spiel gemeldet werden, und ' +
      `${f.sides === 'alone' ? 'man meldet' : 'jeder Spieler meldet'} höchstens einmal je ` +
      `gewonnenem Stich.${f.stock > 0 ? ' Eine eben gezogene Karte zählt mit.' : ''}`,
    'who-sings-all': (f) =>
      teams(f) ? 'Beide Teams dürfen melden.' : 'Auch die Gegenspieler dürfen melden.',
    'who-sings-bidders': (f) =>
      teams(f)
        ? 'Nur das Team mit dem Kontrakt darf melden.'
        : 'Nur der Alleinspieler darf melden.',
    'partner-order': (f) =>
      teams(f)
        ? 'Gewinnt dein Team einen Stich, meldet zuerst, wer ihn gewonnen hat, dann sein Partner.'
        : 'Gewinnen die Gegenspieler einen Stich, meldet zuerst, wer ihn gewonnen hat, dann der ' +
          'andere.',
    'forty-first': () => 'Kannst du die 40 und eine 20 melden, kommt die 40 zuerst.',
    'forty-any-order': () =>
      'Die 40 und die 20er dürfen in beliebiger Reihenfolge gemeldet werden.',
    'no-sing-after-stock': () => 'Sobald die Trumpfkarte gezogen ist, wird nicht mehr gemeldet.',
    tute: (f) =>
      'Tute: Wer alle vier Könige oder alle vier Reiter hält, kann statt einer Meldung Tute ' +
      'ansagen. ' +
      (f.auction
        ? 'Das Spiel endet sofort: Der Kontrakt gilt als erfüllt, wenn seine Seite Tute ansagt, ' +
          'als verfehlt, wenn ein Gegenspieler es tut.'
        : 'Das Spiel endet sofort, und ' +
          `${f.sides === 'alone' ? 'du gewinnst' : 'deine Seite gewinnt'} es.`) +
      (f.sides === 'teams'
        ? ' Alle vier müssen in einer Hand sein, nicht auf Partner verteilt.'
        : ''),
    'no-tute': () => 'Tute gibt es nicht: Vier Könige oder vier Reiter bringen nichts Besonderes.',
    'swap-on-lead': (f) =>
      `${SWAP(f)}, immer wenn du ausspielen sollst (auch vor dem ersten Stich).`,
    'swap-after-win': (f) =>
      `${SWAP(f)}, aber nur direkt nach einem gewonnenen Stich, vor dem Ziehen.`,
    'swap-card-7-and-2': () =>
      'Die Sieben darf eine Trumpfkarte mit Punkten eintauschen, die Zwei nur eine ohne Punkte.',
    'swap-off': () => 'Die Trumpf-Sieben wird nicht getauscht: Die Trumpfkarte bleibt liegen.',
    capote: () =>
      'Capote: Ist der Stapel aufgebraucht, darf der Spieler am Ausspielen ansagen, dass er ' +
      'alle restlichen Stiche macht. Schafft er es, gewinnt er das Spiel; verliert er einen ' +
      'Stich, ist das Spiel sofort verloren.',
    count: (f) =>
      f.sides === 'soloist'
        ? 'Am Ende zählt der Alleinspieler die Kartenpunkte seiner Stiche' +
          `${f.cantes ? ' und seine Meldungen' : ''}; die Gegenspieler legen ihre zusammen.`
        : `Am Ende zählt ${teams(f) ? 'jedes Team' : 'jeder Spieler'} die Kartenpunkte seiner ` +
          `Stiche${f.cantes ? ' und seine Meldungen' : ''}.`,
    'last-trick': (f) => `Der letzte Stich bringt ${f.bonus} Punkte extra (diez de últimas).`,
    'no-last-trick': () => 'Der letzte Stich bringt nichts extra.',
    'higher-wins': (f) =>
      (teams(f)
        ? 'Das Team mit mehr Punkten'
        : f.sideCount > 2
          ? 'Wer die meisten Punkte hat,'
          : 'Wer mehr Punkte hat,') +
      ' gewinnt das Spiel' +
      `${f.majority === null ? '' : ` (${f.majority} der ${f.deckPoints} Punkte genügen)`}.`,
    'tie-last-trick': (f) =>
      f.sideCount > 2
        ? 'Liegen mehrere gleichauf vorn, gewinnt von ihnen, wer den letzten Stich gemacht hat; ' +
          'hat ihn keiner von ihnen, endet das Spiel unentschieden.'
        : `Bei Gleichstand gewinnt${teams(f) ? ' das Team, das' : ', wer'} den letzten Stich ` +
          'gemacht hat.',
    'tie-draw': (f) =>
      f.sideCount > 2
        ? 'Liegen mehrere gleichauf vorn, endet das Spiel unentschieden.'
        : 'Bei Gleichstand endet das Spiel unentschieden.',
    'scoring-captured': () =>
      'Erreicht das Team mit dem Kontrakt sein Gebot, schreibt es alles an, was es geholt hat; ' +
      'sonst wird ihm das Gebot abgezogen, und sein Stand kann unter null fallen. Das andere ' +
      'Team schreibt immer seine eigenen Punkte an.',
    'scoring-bid': () =>
      'Erreicht das Team mit dem Kontrakt sein Gebot, schreibt es das Gebot an und das andere ' +
      'Team nichts; sonst schreibt das andere Team das Gebot an.',
    'soloist-made': (f) =>
      f.censor
        ? `Erreicht der Alleinspieler den Kontrakt (das Gebot, nach einer Übernahme das Gebot ` +
          `plus ${f.premium}), schreibt er ihn an.`
        : 'Erreicht der Alleinspieler sein Gebot, schreibt er das Gebot an.',
    'failed-each': (f) =>
      `Sonst schreibt jeder der beiden Gegenspieler ${f.censor ? 'den Kontrakt' : 'das Gebot'} ` +
      'an, der Alleinspieler bekommt nichts.',
    'failed-split': (f) =>
      `Sonst teilen sich die beiden Gegenspieler ${f.censor ? 'den Kontrakt' : 'das Gebot'}: ` +
      'Jeder bekommt die Hälfte, der Alleinspieler nichts.',
    'target-deals': (f) =>
      `Jedes gewonnene Spiel zählt einen Punkt; ${teams(f) ? 'das Team, das' : 'wer'} zuerst ` +
      `${plural(f.target, 'Spiel', 'Spiele')} gewinnt, gewinnt die Partie.`,
    'target-points': (f) =>
      'Die Punkte werden über die Spiele addiert; die Partie gewinnt' +
      `${teams(f) ? ' das Team, das' : ', wer'} zuerst mindestens ${n(f.target)} Punkte und mehr ` +
      'als alle anderen hat.',
    'deal-draw': () => 'Ein unentschiedenes Spiel zählt für niemanden.',
  },
};
