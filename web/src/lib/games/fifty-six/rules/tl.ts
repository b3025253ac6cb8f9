import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// Fifty-Six's rules page in Tagalog: a faithful summary of its rules (docs/rules/fifty-six.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Mga manlalaro, baraha at puntos',
      points: [
        '4, 6 o 8 manlalaro sa mga koponang tigalawa, magkaharap ang magkakampi (o, bilang opsiyon, dalawang koponang salitan ang upuan). Salungat sa ikot ng orasan ang laro.',
        'Dalawang deck na walang 2 hanggang 8: 48 baraha, sota 9 alas 10 hari reyna nang tigalawa sa bawat suit; kapag 8 manlalaro, kasama ang 8 at 7 (64 baraha). Ang ranggo sa bawat suit ay nasa talaan; sa dalawang magkaparehong baraha, panalo ang naunang nilaro. 56 ang puntos lahat.',
      ],
    },
    deal: {
      title: 'Ang pamimigay',
      points: [
        'Ipinamimigay nang isa-isa ang lahat ng baraha mula sa kanan ng nagbabalasa: tig-12 kapag 4, tig-8 kapag 6 o 8. Lumilipat sa kanan ang pagbabalasa.',
        'Nagsisimula ang bawat koponan sa 12 mesa (pananda).',
      ],
    },
    bidding: {
      title: 'Pag-bid',
      points: [
        'Mula sa kanan ng nagbabalasa, sa kani-kaniyang tira ay nagbi-bid, nagpa-pass, nagda-Double o nagre-Redouble. Ang bid ay numerong 28 hanggang 56 na may trump na suit, Walang Trumpo o Wala, mas mataas sa huli; puwede pang mag-bid kahit nag-pass na.',
        'Sinasabi sa kakampi ng paraan ng pag-bid ang kamay mo: "28 Diyamante" hawak ang pinakamataas na diyamante, "Diyamante 28" malakas kahit wala iyon, "Dagdag 2 Diyamante" itinataas ng 2 ang bid, "29 Wala" walang baraha ng suit na huling binid (nilalaro bilang Walang Trumpo).',
        'Puwedeng mag-Double (x2) ang ibang koponan; kapag nag-Redouble (x4) ang na-double na koponan, tapos ang pag-bid. Kung hindi, tapos ito kapag nag-pass ang lahat ng iba; kung walang nag-bid, 28 Walang Trumpo ang lalaruin ng koponan ng nasa kanan ng nagbabalasa.',
      ],
    },
    play: {
      title: 'Paglalaro',
      points: [
        'Ang nasa kanan ng nagbabalasa ang nangunguna sa unang trick, hindi ang nanalo sa bid; ang nanalo sa trick ang nangunguna sa susunod.',
        'Sumunod sa suit kung kaya; kung hindi, kahit anong baraha. Panalo ang pinakamataas na trump, kung wala ay ang pinakamataas sa suit na inuna.',
      ],
    },
    scoring: {
      title: 'Pagbilang: mga mesa',
      points: [
        'Ang puntos lang ng koponang nag-bid ang binibilang: panalo ang bid kung umabot sa numerong binid, at kukuha ito ng mesa sa bawat ibang koponan; kung talo, magbabayad ito sa bawat isa. Double x2, Redouble x4.',
        'Labas na ang koponang naubusan ng mesa; panalo ang huling koponang may mesa pa.',
      ],
    },
    example: {
      title: 'Halimbawa ng pagbilang',
      points: [
        '4 na manlalaro. Nag-bid ang koponan mo ng 40 Puso at nakakuha ng 43 sa 56 na puntos: panalo ang bid, at ang bid na 40–47 ay kumukuha ng 2 mesa sa kabilang koponan. Kung 38 lang, 3 mesa sana ang bayad; kung na-double, 6.',
      ],
    },
  },
  words: {
    card: 'Baraha',
    points: 'Puntos',
    bid: 'Bid',
    made: 'Panalo: kukuha',
    failed: 'Talo: magbabayad',
    bidders: 'Koponang nag-bid',
    others: 'Kabilang koponan',
    pointsTaken: 'Puntos na nakuha',
    tablesBefore: 'Mesa bago',
    tablesAfter: 'Mesa pagkatapos',
  },
  captions: {
    'fs-cards': 'Ranggo at puntos sa bawat suit',
    'fs-tables': 'Mesa mula sa (o para sa) bawat ibang koponan',
    'fs-example': 'Bid na 40, panalo sa 43',
  },
} satisfies RulesTextOf<typeof SHAPE>;
