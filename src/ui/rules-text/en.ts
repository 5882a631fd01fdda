import { en as words } from '../i18n/en.js';
import type { Facts } from './facts.js';
import { numberWords, type Phrasebook } from './phrasebook.js';

const { n, count, Count, plural } = numberWords(words, { 2: 'two', 3: 'three', 4: 'four' });

/** Who scores together, as the subject of a sentence about the deal's outcome. */
const side = (f: Facts): string => (f.sides === 'teams' ? 'team' : 'player');
const teams = (f: Facts): boolean => f.sides === 'teams';
const swapCard = (f: Facts): string =>
  ({ '7': 'the 7', '2': 'the 2', '7-and-2': 'the 7 or the 2' })[f.swapCard];
const rivals = (f: Facts): string =>
  teams(f) ? 'the other team' : f.players === 2 ? 'your opponent' : 'the others';
const SWAP = (f: Facts): string =>
  `The swap: holding ${swapCard(f)} of trumps, you may exchange it for the face-up trump card ` +
  'while that card still lies under the stock';

export const en: Phrasebook = {
  words,
  names: {
    tute: 'Tute for two',
    'tute-3': 'Tute for three',
    'tute-4': 'Tute for four, in teams',
    subastado: 'Tute Subastado',
    subastao: 'Subastao',
    'subastao-censor': 'Subastao with a censor',
    brisca: 'Brisca',
  },
  headings: {
    game: () => 'The game',
    cards: () => 'The cards',
    deal: () => 'The deal',
    auction: () => 'The auction',
    play: () => 'Playing the cards',
    extras: (f) => (f.cantes ? 'Cantes and special moves' : 'Special moves'),
    scoring: () => 'Who wins a deal',
    match: () => 'The match',
  },
  houseRule: '(A house rule at this table.)',
  cardTable: {
    caption: 'From the strongest card to the weakest, with the points each is worth',
    head: ['Card', 'Points'],
    blanks: (first, last) => `${first} to ${last}`,
  },
  lines: {
    players: (f) =>
      f.censor
        ? `${Count(f.players)} at the table, but only ${count(f.playing)} play each deal: the ` +
          'dealer gets no cards and acts as censor. Whoever holds the contract (the winner of ' +
          'the auction, or the censor who takes it over) plays alone against the other two.'
        : f.sides === 'teams'
          ? `${Count(f.players)} players in two teams: partners sit opposite each other and ` +
            'add their points together.'
          : f.sides === 'soloist'
            ? `${Count(f.players)} players. In every deal the winner of the auction plays alone ` +
              'against the other two, who join forces.'
            : `${Count(f.players)} players, each playing for themselves.`,
    aim: (f) =>
      f.auction
        ? 'Players bid for the right to name trump; the winner of the auction must then take ' +
          `at least as many points as ${f.sides === 'teams' ? 'their team' : 'they'} promised.`
        : `Win tricks with valuable cards in them${f.cantes ? ' and sing cantes' : ''} to score ` +
          `more points than ${rivals(f)}.`,
    deck: (f) =>
      `A Spanish deck of ${f.deck} cards in four suits: coins, cups, swords and clubs ` +
      `(oros, copas, espadas, bastos). Each suit has ${f.deck === 40 ? '1 to 7' : '1 and 3 to 7'}` +
      ' and the Jack, Knight and King (10, 11, 12); there are no 8s or 9s' +
      `${f.deck === 40 ? '' : ', and no 2s'}.`,
    order: (f) =>
      'Mind the order: the Three is the second-best card of its suit, above the King. Only the ' +
      `top five cards count: ${f.suitPoints} points in each suit, ${f.deckPoints} in the deck.`,
    'deal-hands': (f) =>
      f.censor
        ? `The dealer (the censor) gets no cards; the other ${count(f.playing)} get ${f.hand} each.`
        : `The dealer gives each player ${f.hand} cards.`,
    'trump-indicator': (f) =>
      'The next card is turned face up: it is the trump card, and its suit is trump for the ' +
      `deal. It lies crosswise under the other ${f.stock} cards, the stock, and is drawn last.`,
    'trump-turned': () =>
      'The last card, the 40th, is turned face up: its suit is trump, and the card stays out ' +
      'of play.',
    'trump-dealer': () =>
      "The dealer's last card is shown to everyone: its suit is trump. The dealer keeps it and " +
      'plays it like any other.',
    'trump-contract': () => 'No card is turned: the winner of the auction names trump.',
    mano: (f) =>
      'The player after the dealer is the mano and ' +
      `${f.auction ? 'speaks first in the auction' : 'leads the first trick'}. ` +
      'After each deal, the next player deals.',
    bids: (f) =>
      'From the mano on, each player bids or passes. A bid is the points ' +
      `${f.sides === 'teams' ? 'their team promises' : 'they promise on their own'} to take: ` +
      `cards, cantes${f.bonus > 0 ? ' and the last trick' : ''} together. The lowest bid is ` +
      `${f.minBid}, and each bid must top the last in steps of ${f.bidStep}` +
      `${teams(f) ? ', even a partner’s' : ''}.` +
      `${f.censor ? ' The censor does not bid.' : ''}`,
    'auction-until-passes': () =>
      'A pass is final. Bidding goes round until all but one have passed; the last bid stands. ' +
      'If all the others pass before anyone bids, the last player may still bid or pass.',
    'auction-one-lap': () =>
      'A pass is final. Everyone speaks exactly once, and the highest bid then stands.',
    'auction-all-pass': () =>
      'If everyone passes, the cards are thrown in and the next player deals.',
    'first-lead-bidder': () => 'The winner of the auction names trump and leads the first trick.',
    'first-lead-mano': () =>
      'The winner of the auction names trump; the mano leads the first trick.',
    soloist: (f) =>
      `${f.censor ? 'Whoever holds the contract' : 'The winner of the auction'} names trump, ` +
      'leads the first trick and plays alone; the other two play as partners and pool their ' +
      'tricks.',
    censor: (f) =>
      "After the auction the censor looks at the winner's hand and may take the contract over " +
      `for the bid plus ${f.premium}: the censor then plays that hand, and the bidder sits the ` +
      'deal out, scoring nothing. Otherwise the bidder keeps the contract.',
    'trick-winner': () =>
      'Each player in turn plays one card. The highest trump wins the trick; with no trump in ' +
      'it, the highest card of the suit led (a card of another suit never wins). Whoever wins ' +
      'a trick leads the next.',
    'free-while-stock': () =>
      'While the stock lasts you may play any card: no need to follow suit or to trump.',
    'stock-follow-trump': () =>
      'One exception: when trump is led, you must answer with a trump if you have one.',
    drawing: (f) =>
      'After each trick the winner draws the top card of the stock, then the other player; ' +
      `the last card drawn is the face-up trump card. That makes ${f.drawTricks} tricks with ` +
      `drawing, then ${f.hand} more.`,
    'free-always': () =>
      'You may always play any card you like: there is never a duty to follow suit, to beat ' +
      'or to trump.',
    'strict-after-stock': (f) =>
      `Once the stock is gone, in the last ${f.hand} tricks, play is strict (arrastre):`,
    'strict-from-start': () => 'Play is strict (arrastre) from the first trick:',
    'follow-beat': () =>
      'Follow suit if you can, and beat the highest card of that suit on the table if you can.',
    'ruffed-no-beat': () =>
      'If someone has already trumped, you must still follow suit, but need not beat.',
    'strict-beat': () =>
      'Even if someone has already trumped, you must beat the highest card of the suit led ' +
      'when you can.',
    'must-trump': (f) =>
      f.playing > 2
        ? 'With none of the suit led you must trump, above any trump already in the trick if ' +
          'you can.'
        : 'With none of the suit led you must trump.',
    'overtrump-or-any': () => 'If none of your trumps is high enough, you may play any card.',
    'under-trump': () => 'If none of your trumps is high enough, you must still play one of them.',
    'no-suit-no-trump': () => 'With neither the suit led nor a trump, play any card.',
    'trump-lead': () => 'When trump is led, play a higher trump if you can, otherwise any trump.',
    'partner-winning': () => 'These duties hold even when your partner is winning the trick.',
    cantes: () =>
      'King and Knight of one suit in your hand are a cante: sing it, showing both cards, for ' +
      '20 points (las veinte), or 40 in trumps (las cuarenta).',
    'cante-when': (f) =>
      `You may sing only just after ${f.sides === 'alone' ? 'you have' : 'your side has'} won ` +
      'a trick, before the next lead, so never ' +
      'before the first trick. The cards stay in your hand. Each suit can be sung once per ' +
      `deal, and ${f.sides === 'alone' ? 'you' : 'each player'} may sing at most once per ` +
      `trick won.${f.stock > 0 ? ' A card you have just drawn counts.' : ''}`,
    'who-sings-all': (f) =>
      f.sides === 'teams' ? 'Both teams may sing.' : 'The defenders may sing too.',
    'who-sings-bidders': (f) =>
      f.sides === 'teams'
        ? 'Only the team holding the contract may sing.'
        : 'Only the soloist may sing.',
    'partner-order': (f) =>
      f.sides === 'teams'
        ? 'When your team wins a trick, the player who won it may sing first, then the partner.'
        : 'When the defenders win a trick, the one who won it may sing first, then the other.',
    'forty-first': () => 'If you could sing both the 40 and a 20, the 40 comes first.',
    'forty-any-order': () => 'You may sing the 40 and the 20s in any order.',
    'no-sing-after-stock': () => 'Once the trump card has been drawn, nobody may sing.',
    tute: (f) =>
      'Tute: holding all four Kings or all four Knights, declare it in place of a cante. The ' +
      (f.auction
        ? 'deal ends at once: the contract is made if its side declared it, failed if a ' +
          'defender did.'
        : `deal ends at once, won by ${f.sides === 'alone' ? 'you' : 'your side'}.`) +
      (f.sides === 'teams' ? ' All four must be in one hand, not split between partners.' : ''),
    'no-tute': () => 'There is no Tute: four Kings or four Knights earn nothing special.',
    'swap-on-lead': (f) =>
      `${SWAP(f)}, whenever you are about to lead (before the first trick too).`,
    'swap-after-win': (f) => `${SWAP(f)}, but only just after winning a trick, before drawing.`,
    'swap-card-7-and-2': () =>
      'The 7 may take a trump card worth points; the 2 only one worth nothing.',
    'swap-off': () => 'No exchanging the 7 of trumps: the face-up trump card stays where it is.',
    capote: () =>
      'Capote: once the stock is gone, the player on lead may announce they will take every ' +
      'remaining trick. Doing so wins the deal; losing a trick ends the deal as a loss.',
    count: (f) =>
      f.sides === 'soloist'
        ? 'At the end the soloist adds up the points of the cards in their tricks' +
          `${f.cantes ? ' and their cantes' : ''}; the defenders pool theirs.`
        : `At the end each ${side(f)} adds up the points of the cards in their tricks` +
          `${f.cantes ? ' and their cantes' : ''}.`,
    'last-trick': (f) => `The last trick is worth ${f.bonus} points more (diez de últimas).`,
    'no-last-trick': () => 'The last trick earns nothing extra.',
    'higher-wins': (f) =>
      `The ${side(f)} with the ${f.sideCount > 2 ? 'highest' : 'higher'} total wins the deal` +
      `${f.majority === null ? '' : ` (${f.majority} of the ${f.deckPoints} points are enough)`}.`,
    'tie-last-trick': (f) =>
      f.sideCount > 2
        ? 'If players tie for the highest total, the one among them who won the last trick ' +
          'wins; if none of them did, the deal is drawn.'
        : `Equal totals: the deal goes to ${teams(f) ? 'the team that' : 'whoever'} won the last ` +
          'trick.',
    'tie-draw': (f) =>
      f.sideCount > 2
        ? 'If players tie for the highest total, the deal is a draw.'
        : 'Equal totals make the deal a draw.',
    'scoring-captured': () =>
      'If the bidding team reaches its bid, it scores its whole total; if not, the bid is ' +
      'taken off its score, which may go below zero. The other team always scores its own total.',
    'scoring-bid': () =>
      'If the bidding team reaches its bid, it scores the amount bid and the other team ' +
      'nothing; if not, the other team scores the amount bid.',
    'soloist-made': (f) =>
      f.censor
        ? `If the soloist reaches the contract (the bid, or the bid plus ${f.premium} after a ` +
          'take-over), the soloist scores it.'
        : 'If the soloist reaches the bid, the soloist scores the amount bid.',
    'failed-each': (f) =>
      `If not, each of the two defenders scores ${f.censor ? 'it' : 'the amount bid'}, and the ` +
      'soloist nothing.',
    'failed-split': (f) =>
      `If not, the two defenders share ${f.censor ? 'it' : 'the amount bid'}, half each, and ` +
      'the soloist scores nothing.',
    'target-deals': (f) =>
      `Each deal won is one point; the first ${side(f)} to win ` +
      `${plural(f.target, 'deal', 'deals')} wins the match.`,
    'target-points': (f) =>
      'Scores add up from deal to deal; the match goes to the first ' +
      `${side(f)} with at least ${n(f.target)} points and more than anyone else.`,
    'deal-draw': () => 'A drawn deal gives nobody a point.',
  },
};
