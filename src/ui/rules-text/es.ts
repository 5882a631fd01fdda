import { es as words } from '../i18n/es.js';
import type { Facts } from './facts.js';
import { numberWords, type Phrasebook } from './phrasebook.js';

const { n, count, Count, plural } = numberWords(words, { 2: 'dos', 3: 'tres', 4: 'cuatro' });

const teams = (f: Facts): boolean => f.sides === 'teams';
const swapCard = (f: Facts): string =>
  ({ '7': 'el 7', '2': 'el 2', '7-and-2': 'el 7 o el 2' })[f.swapCard];
const rivals = (f: Facts): string =>
  teams(f) ? 'la otra pareja' : f.players === 2 ? 'el rival' : 'los demás';
const SWAP = (f: Facts): string =>
  `Cambio de la muestra: con ${swapCard(f)} de triunfo puedes cambiarlo por la muestra ` +
  'mientras siga bajo el mazo';

export const es: Phrasebook = {
  words,
  names: {
    tute: 'Tute a dos',
    'tute-3': 'Tute a tres',
    'tute-4': 'Tute por parejas',
    subastado: 'Tute subastado',
    subastao: 'Subastao',
    'subastao-censor': 'Subastao con censor',
    brisca: 'Brisca',
  },
  headings: {
    game: () => 'El juego',
    cards: () => 'Las cartas',
    deal: () => 'El reparto',
    auction: () => 'La subasta',
    play: () => 'Las bazas',
    extras: (f) => (f.cantes ? 'Cantes y otras jugadas' : 'Jugadas especiales'),
    scoring: () => 'Quién gana la mano',
    match: () => 'La partida',
  },
  houseRule: '(Regla de esta mesa.)',
  cardTable: {
    caption: 'De la carta más alta a la más baja, con los puntos que vale cada una',
    head: ['Carta', 'Puntos'],
    blanks: (first, last) => `${first} a ${last}`,
  },
  lines: {
    players: (f) =>
      f.censor
        ? `${Count(f.players)} en la mesa, pero en cada mano solo juegan ${count(f.playing)}: ` +
          'quien reparte no recibe cartas y hace de censor. Quien tiene el contrato (el ganador ' +
          'de la subasta, o el censor si se lo queda) juega solo contra los otros dos.'
        : teams(f)
          ? `${Count(f.players)} jugadores en dos parejas: los compañeros se sientan uno frente ` +
            'al otro y suman juntos sus puntos.'
          : f.sides === 'soloist'
            ? `${Count(f.players)} jugadores. En cada mano, quien gana la subasta juega solo ` +
              'contra los otros dos, que van juntos.'
            : `${Count(f.players)} jugadores, cada uno por su cuenta.`,
    aim: (f) =>
      f.auction
        ? 'Se puja por el derecho a elegir el triunfo; quien gana la subasta tiene que ' +
          `conseguir al menos los puntos que ha prometido${teams(f) ? ' su pareja' : ''}.`
        : `Se trata de ganar bazas con cartas de valor${f.cantes ? ' y de cantar' : ''} para ` +
          `sumar más puntos que ${rivals(f)}.`,
    deck: (f) =>
      `Se juega con la baraja española de ${f.deck} cartas: cuatro palos (oros, copas, espadas ` +
      `y bastos) y en cada uno ${f.deck === 40 ? 'del 1 al 7' : 'el 1 y del 3 al 7'}, más la ` +
      'sota, el caballo y el rey (10, 11 y 12). No hay ochos ni nueves' +
      `${f.deck === 40 ? '' : ', ni tampoco doses'}.`,
    order: (f) =>
      'Ojo al orden: el tres es la segunda carta del palo, por encima del rey. Solo valen ' +
      `puntos las cinco primeras: ${f.suitPoints} por palo, ${f.deckPoints} en toda la baraja.`,
    'deal-hands': (f) =>
      f.censor
        ? `Quien reparte (el censor) no recibe cartas; los otros ${count(f.playing)} reciben ` +
          `${f.hand} cada uno.`
        : `Quien reparte da ${f.hand} cartas a cada jugador.`,
    'trump-indicator': (f) =>
      'La carta siguiente se vuelve boca arriba: es la muestra, y su palo es el triunfo. ' +
      `Queda atravesada bajo las otras ${f.stock} cartas, el mazo, y es la última que se roba.`,
    'trump-turned': () =>
      'La última carta, la 40.ª, se vuelve boca arriba: su palo es el triunfo y la carta queda ' +
      'fuera del juego.',
    'trump-dealer': () =>
      'La última carta de quien reparte se enseña a todos: su palo es el triunfo. Quien ' +
      'reparte se la queda y la juega como cualquier otra.',
    'trump-contract': () =>
      'No se vuelve ninguna carta: el triunfo lo elige quien gana la subasta.',
    mano: (f) =>
      'El jugador siguiente a quien reparte es mano: ' +
      `${f.auction ? 'habla primero en la subasta' : 'sale en la primera baza'}. ` +
      'En cada mano reparte el jugador siguiente.',
    bids: (f) =>
      'Empezando por el mano, cada jugador puja o pasa. Se pujan los puntos que ' +
      `${teams(f) ? 'la pareja se compromete' : 'uno se compromete'} a sumar` +
      `${teams(f) ? '' : ' solo'}, contando cartas, cantes` +
      `${f.bonus > 0 ? ' y diez de últimas' : ''}. La puja mínima es ${f.minBid} y cada puja ` +
      `supera a la anterior, de ${f.bidStep} en ${f.bidStep}` +
      `${teams(f) ? ', aunque sea la del compañero' : ''}.` +
      `${f.censor ? ' El censor no puja.' : ''}`,
    'auction-until-passes': () =>
      'Quien pasa ya no vuelve a hablar. Se puja hasta que todos menos uno hayan pasado; vale ' +
      'la última puja. Si los demás pasan sin que nadie haya pujado, el último aún puede pujar ' +
      'o pasar.',
    'auction-one-lap': () =>
      'Quien pasa ya no vuelve a hablar. Cada jugador habla una sola vez, y vale la puja más ' +
      'alta.',
    'auction-all-pass': () => 'Si pasan todos, se recogen las cartas y reparte el siguiente.',
    'first-lead-bidder': () => 'Quien gana la subasta elige el triunfo y sale en la primera baza.',
    'first-lead-mano': () =>
      'Quien gana la subasta elige el triunfo; en la primera baza sale el mano.',
    soloist: (f) =>
      `${f.censor ? 'Quien tenga el contrato' : 'Quien gana la subasta'} elige el triunfo, sale ` +
      'en la primera baza y juega solo; los otros dos juegan como compañeros y juntan sus bazas.',
    censor: (f) =>
      'Acabada la subasta, el censor ve las cartas del ganador y puede quedarse el contrato por ' +
      `la puja más ${f.premium}: entonces juega él esas cartas, y quien pujó se queda sin jugar ` +
      'y sin puntos. Si no, el contrato sigue siendo de quien pujó.',
    'trick-winner': () =>
      'Por turno, cada jugador echa una carta. Gana la baza el triunfo más alto; si no hay ' +
      'triunfo, la carta más alta del palo que salió (una carta de otro palo nunca gana). ' +
      'Quien gana la baza sale en la siguiente.',
    'free-while-stock': () =>
      'Mientras queda mazo puedes echar la carta que quieras: no hay que asistir ni fallar.',
    'stock-follow-trump': () =>
      'Con una excepción: si se sale con triunfo, hay que responder con triunfo si se tiene.',
    drawing: (f) =>
      'Tras cada baza roba primero quien la ganó y luego el otro; la última carta que se roba ' +
      `es la muestra. Así se juegan ${f.drawTricks} bazas robando y luego ${f.hand} más.`,
    'free-always': () =>
      'Siempre puedes echar la carta que quieras: nunca hay obligación de asistir, montar ni ' +
      'fallar.',
    'strict-after-stock': (f) =>
      `Acabado el mazo, en las ${f.hand} últimas bazas, se juega al arrastre:`,
    'strict-from-start': () => 'Desde la primera baza se juega al arrastre:',
    'follow-beat': () =>
      'Hay que asistir (echar del palo que salió) y, si se puede, montar: superar la carta más ' +
      'alta de ese palo en la mesa.',
    'ruffed-no-beat': () =>
      'Si alguien ya ha fallado, hay que seguir asistiendo, pero ya no hace falta montar.',
    'strict-beat': () =>
      'Aunque alguien ya haya fallado, hay que montar sobre la carta más alta del palo que ' +
      'salió si se puede.',
    'must-trump': (f) =>
      'Sin cartas del palo hay que fallar (echar triunfo)' +
      (f.playing > 2 ? ', y por encima del triunfo que ya haya en la baza si se puede.' : '.'),
    'overtrump-or-any': () => 'Si ningún triunfo tuyo llega, puedes echar cualquier carta.',
    'under-trump': () => 'Si ningún triunfo tuyo llega, tienes que echar igualmente uno de ellos.',
    'no-suit-no-trump': () => 'Sin cartas del palo ni triunfos, se echa la que se quiera.',
    'trump-lead': () =>
      'Si se sale con triunfo, hay que echar un triunfo más alto si se tiene; si no, ' +
      'cualquier triunfo.',
    'partner-winning': () =>
      'Estas obligaciones valen aunque la baza la vaya ganando tu compañero.',
    cantes: () =>
      'El rey y el caballo de un mismo palo en tu mano son un cante: al cantarlo, enseñando las ' +
      'dos cartas, sumas 20 puntos (las veinte), o 40 si son de triunfo (las cuarenta).',
    'cante-when': (f) =>
      `Solo se canta justo después de ${f.sides === 'alone' ? 'ganar' : 'que tu bando gane'} ` +
      'una baza y antes de la siguiente ' +
      'salida, así que nunca antes de la primera baza. Las cartas siguen en tu mano. Cada palo ' +
      `se canta una vez por mano, y ${f.sides === 'alone' ? 'se canta' : 'cada jugador canta'} ` +
      'como mucho una vez por baza ganada.' +
      (f.stock > 0 ? ' Vale la carta que acabas de robar.' : ''),
    'who-sings-all': (f) =>
      teams(f) ? 'Pueden cantar las dos parejas.' : 'También pueden cantar los defensores.',
    'who-sings-bidders': (f) =>
      teams(f) ? 'Solo canta la pareja que tiene el contrato.' : 'Solo canta quien juega solo.',
    'partner-order': (f) =>
      teams(f)
        ? 'Cuando tu pareja gana una baza, canta primero quien la ganó y después su compañero.'
        : 'Cuando los defensores ganan una baza, canta primero el que la ganó y después el otro.',
    'forty-first': () => 'Si puedes cantar las cuarenta y unas veinte, primero van las cuarenta.',
    'forty-any-order': () => 'Las cuarenta y las veinte se cantan en el orden que se quiera.',
    'no-sing-after-stock': () => 'Una vez robada la muestra, ya no se canta.',
    tute: (f) =>
      'Tute: con los cuatro reyes o los cuatro caballos se canta tute en lugar de un cante. ' +
      (f.auction
        ? 'La mano termina en el acto: el contrato se da por cumplido si lo canta su bando, o ' +
          'por fallido si lo canta un defensor.'
        : 'La mano termina en el acto y la ' +
          `${f.sides === 'alone' ? 'ganas tú' : 'gana tu bando'}.`) +
      (teams(f)
        ? ' Las cuatro cartas las tiene que tener un solo jugador, no entre compañeros.'
        : ''),
    'no-tute': () => 'No hay tute: cuatro reyes o cuatro caballos no tienen premio.',
    'swap-on-lead': (f) =>
      `${SWAP(f)}, siempre que te toque salir (también antes de la primera baza).`,
    'swap-after-win': (f) =>
      `${SWAP(f)}, pero solo justo después de ganar una baza, antes de robar.`,
    'swap-card-7-and-2': () =>
      'El 7 puede cambiarse por una muestra que valga puntos; el 2, solo por una que no valga ' +
      'nada.',
    'swap-off': () => 'No se cambia el 7 de triunfo: la muestra se queda donde está.',
    capote: () =>
      'Capote: acabado el mazo, quien sale puede anunciar que se llevará todas las bazas que ' +
      'quedan. Si lo consigue, gana la mano; si pierde una baza, la mano termina y la pierde.',
    count: (f) =>
      f.sides === 'soloist'
        ? 'Al final, quien juega solo suma los puntos de las cartas de sus bazas' +
          `${f.cantes ? ' y sus cantes' : ''}; los defensores juntan los suyos.`
        : `Al final, cada ${teams(f) ? 'pareja' : 'jugador'} suma los puntos de las cartas de ` +
          `sus bazas${f.cantes ? ' y sus cantes' : ''}.`,
    'last-trick': (f) => `La última baza vale ${f.bonus} puntos más: las diez de últimas.`,
    'no-last-trick': () => 'La última baza no da puntos extra.',
    'higher-wins': (f) =>
      `Gana la mano ${teams(f) ? 'la pareja' : 'el jugador'} que más suma` +
      `${f.majority === null ? '' : ` (bastan ${f.majority} de los ${f.deckPoints} puntos)`}.`,
    'tie-last-trick': (f) =>
      f.sideCount > 2
        ? 'Si empatan varios en cabeza, gana de ellos el que se llevó la última baza; si no la ' +
          'ganó ninguno, la mano queda en tablas.'
        : `En caso de empate, gana ${teams(f) ? 'la pareja que' : 'quien'} se llevó la última ` +
          'baza.',
    'tie-draw': (f) =>
      f.sideCount > 2
        ? 'Si empatan varios en cabeza, la mano queda en tablas.'
        : 'En caso de empate, la mano queda en tablas.',
    'scoring-captured': () =>
      'Si la pareja del contrato llega a su puja, se anota todo lo que ha sumado; si no, se le ' +
      'resta la puja, y su marcador puede quedar en negativo. La otra pareja se anota siempre ' +
      'lo suyo.',
    'scoring-bid': () =>
      'Si la pareja del contrato llega a su puja, se anota lo pujado y la otra pareja nada; si ' +
      'no llega, la otra pareja se anota lo pujado.',
    'soloist-made': (f) =>
      f.censor
        ? `Si quien juega solo llega al contrato (la puja, o la puja más ${f.premium} si el ` +
          'censor se lo quedó), se lo anota.'
        : 'Si quien juega solo llega a la puja, se anota lo pujado.',
    'failed-each': (f) =>
      'Si no llega, cada uno de los dos defensores se anota ' +
      `${f.censor ? 'el contrato' : 'lo pujado'}, y quien juega solo no se anota nada.`,
    'failed-split': (f) =>
      `Si no llega, los dos defensores se reparten ${f.censor ? 'el contrato' : 'lo pujado'}: ` +
      'la mitad cada uno, y quien juega solo no se anota nada.',
    'target-deals': (f) =>
      'Cada mano ganada vale un punto; gana la partida ' +
      `${teams(f) ? 'la primera pareja' : 'el primero'} que gane ` +
      `${plural(f.target, 'mano', 'manos')}.`,
    'target-points': (f) =>
      'Los puntos se acumulan de mano en mano; gana la partida ' +
      `${teams(f) ? 'la primera pareja' : 'el primero'} que llegue a ${n(f.target)} puntos ` +
      'con más que nadie.',
    'deal-draw': () => 'Una mano en tablas no da punto a nadie.',
  },
};
