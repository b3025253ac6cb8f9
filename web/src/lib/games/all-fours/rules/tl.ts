import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// All Fours's rules page in Tagalog: a faithful summary of its rules (docs/rules/all-fours.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Mga manlalaro, baraha at puntos',
      points: [
        '4 na manlalaro sa dalawang pares, magkaharap ang magkakampi; o 2 manlalaro. Isang deck ng 52, alas hari reyna sota 10 9 … 2 ang ranggo sa bawat suit.',
        'Binibilang ang baraha para sa puntos na Game (alas 4, hari 3, reyna 2, sota 1, 10 ay 10); ang na-kick na alas, anim o sota ay puntos ng koponan ng nagbabalasa.',
      ],
    },
    deal: {
      title: 'Pamimigay at kick',
      points: [
        'Nagka-cut ang mga manlalaro; ang may pinakamataas na baraha ang unang magbabalasa, saka lilipat sa kanan. Tig-6 na baraha ang ibinibigay, tatlo-tatlo, at itinitihaya ang kasunod: ang kick. Ang suit nito ang trump.',
        'Agad na sa koponan ng nagbabalasa ang puntos ng kick: alas 1, anim 2, sota 3.',
      ],
    },
    begging: {
      title: 'Stand at beg',
      points: [
        'Tinitingnan ng nasa kanan ng nagbabalasa ang baraha niya at nag-stand (lalaro sa trump na ito) o nag-beg.',
        'Kapag nag-beg, sasabihin ng nagbabalasa ang "sa iyo ang isa" (1 sa koponan ng nag-beg) o mamimigay pa ng baraha: 3 pa sa bawat isa at bagong kick, hanggang lumabas ang bagong suit. May puntos ang bawat kick.',
      ],
    },
    play: {
      title: 'Paglalaro',
      points: [
        'Ang nasa kanan ng nagbabalasa ang nangunguna. Kapag trump ang inuna, mag-trump kung kaya. Kapag ibang suit, sumunod sa suit o mag-trump, alinman ang gusto mo; kung hindi kaya ang dalawa, kahit anong baraha.',
        'Panalo ang pinakamataas na trump, kung wala ay ang pinakamataas sa suit na inuna.',
      ],
    },
    scoring: {
      title: 'Puntos ng kamay',
      points: [
        'High 1: ang pinakamataas na trump na naipamigay. Low 1: ang pinakamababang trump na naipamigay, sa kung sino ang nabigyan. Jack 1: pagkapanalo sa sota ng trump sa isang trick, o 3 (hang jack) kapag ang kalaban ang nanalo rito. Game 1: pinakamaraming puntos na bilang sa mga trick na napanalunan.',
        'Ganito ang pagkakasunod ng puntos: kick, beg, High, Low, Jack, Game. Panalo agad ang unang koponang umabot sa 14, kahit nasa gitna ng bilangan.',
      ],
    },
    example: {
      title: 'Halimbawa ng pagbilang',
      points: [
        'Anim ang na-kick ng nagbabalasa: 2 sa koponan niya. Napunta sa koponan ng nagbabalasa ang alas ng trump (High), sa kabila ang dos (Low); napanalunan ng kabila ang sota ng koponan ng nagbabalasa (hang jack, 3); 23 ang puntos na bilang ng koponan ng nagbabalasa laban sa 17 (Game). Tabla ang kamay, 4–4.',
      ],
    },
  },
  words: {
    card: 'Baraha',
    counting: 'Puntos na bilang (Game)',
    kick: 'Kick',
    dealerTeam: 'Koponan ng nagbabalasa',
    others: 'Kabilang koponan',
    high: 'High',
    low: 'Low',
    jack: 'Jack',
    game: 'Game',
    total: 'Kabuuan',
  },
  captions: {
    'af-cards': 'Ranggo, puntos na bilang at puntos ng kick',
    'af-example': 'Ang kamay, puntos por puntos',
  },
} satisfies RulesTextOf<typeof SHAPE>;
