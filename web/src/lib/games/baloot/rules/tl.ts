import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// Baloot's rules page in Tagalog: a faithful summary of its rules (docs/rules/baloot.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Mga manlalaro, baraha at puntos',
      points: [
        '4 na manlalaro sa dalawang koponan; magkaharap ang magkakampi. Salungat sa ikot ng orasan ang laro: nasa kanan mo ang susunod.',
        '32 baraha: 7, 8, 9, 10, sota, reyna, hari, alas sa bawat suit. Magkaiba ang ranggo at halaga ng baraha sa Sun (walang trump) at sa trump na suit ng Hokum. May dagdag na 10 ang huling trick: 130 puntos ng baraha (abnat) lahat sa Sun, 162 sa Hokum.',
      ],
    },
    deal: {
      title: 'Ang pamimigay',
      points: [
        'Binibigyan ng nagbabalasa ang bawat isa ng 5 baraha at itinitihaya ang kasunod: ang bid card.',
        'Pagkatapos ng bid, kinukuha ng nanalo sa bid ang bid card at 2 pa; 3 pa sa bawat isa sa iba, kaya 8 lahat. Lumilipat sa kanan ang pagbabalasa pagkatapos ng bawat kamay.',
      ],
    },
    bidding: {
      title: 'Pag-bid',
      points: [
        'Unang ikot, mula sa kanan ng nagbabalasa: Hokum (trump ang suit ng bid card), Sun (walang trump) o Pass. Puwede ring mag-Ashkal ang ikatlo at ikaapat na magsalita: Sun na lalaruin ng kakampi nila.',
        'Pagkatapos ng Hokum, puwede pang mag-Sun ang iba. Isinasara ng Sun ang pag-bid; puwedeng agawin ang Sun ng naunang nagsalita sa ikot.',
        'Kung nag-pass ang apat, ikalawang ikot: Sun, o Hokum sa suit na iba sa bid card. Kung nag-pass ulit ang lahat, magbabalasa ulit.',
      ],
    },
    raising: {
      title: 'Pagtaas ng taya',
      points: [
        'Bago ang unang baraha, puwedeng mag-Double (x2) ang isang kalaban; saka ang nanalo sa bid ng Triple (x3), ang nag-double ng Four (x4), at ang nanalo sa bid ng Gahwa: ang mananalo sa kamay ang panalo sa buong laro.',
        'Sa Sun, puwede lang itaas kapag higit 100 ang koponan ng nanalo sa bid at kulang sa 100 ang kalaban.',
        'Sa x2 at x4 naka-lock ang kamay: bawal manguna ng trump kung may hawak pang ibang suit.',
      ],
    },
    play: {
      title: 'Paglalaro',
      points: [
        'Ang nanalo sa bid ang nangunguna sa unang trick; ang nanalo sa bawat trick ang nangunguna sa susunod.',
        'Sumunod sa suit kung kaya; kung hindi, kahit anong baraha. Hindi sapilitan ang mag-trump. Ang pinakamataas na trump ang panalo; kung walang trump, ang pinakamataas sa suit na inuna.',
      ],
    },
    projects: {
      title: 'Mga proyekto',
      points: [
        'Sa una mong tira, bago ang baraha mo, puwede kang magdeklara ng hanggang dalawang proyekto: Sira (3 sunod-sunod sa isang suit), Singkuwenta (4), Sandaan (5 o higit; o apat na 10, sota, reyna o hari; apat na alas sa Hokum), Apat na raan (apat na alas, sa Sun).',
        'Ang koponang may pinakamagandang proyekto lang ang may puntos sa mga proyekto. Ang Baloot, hari at reyna ng trump sa iisang kamay, ay inihahayag kapag nilaro ang ikalawa, at wala sa paghahambing.',
      ],
    },
    scoring: {
      title: 'Pagbilang ng kamay',
      points: [
        'Ginagawang puntos ng laro ang puntos ng baraha ng bawat koponan. Sun: doblehin at hatiin sa 10, at kung hindi nagtatapos sa 5, i-round muna sa pinakamalapit na sampu (63 → 12, 65 → 13, 67 → 14). Hokum: hatiin sa 10 at i-round, pababa ang eksaktong kalahati (75 → 7, 76 → 8). 26 ang isang kamay sa Sun, 16 sa Hokum.',
        'Idagdag ang mga proyekto. Dapat mas marami ang koponan ng nanalo sa bid kaysa sa kalaban; kung gayon, kanya-kanya ang bawat koponan. Kung hindi, 0 siya at sa kalaban ang 26 (Sun) o 16 (Hokum) kasama ang lahat ng proyekto at Baloot.',
        'Kaboot: ang koponang nanalo sa lahat ng 8 trick ay may 44 (88 kung Alas ang bid card) kasama ang mga proyekto nito. Pinaparami ng itinaas na taya ang puntos. Panalo ang unang koponang umabot sa 152.',
      ],
    },
    example: {
      title: 'Halimbawa ng pagbilang',
      points: [
        'Hokum, at may Sira (2) ang nanalo sa bid. 96 na puntos ng baraha ang nakuha ng koponan niya kasama ang huling trick, 66 ang kalaban: 96 → 10 at 66 → 7. 10 + 2 = 12, higit sa 7: panalo ang bid, at 12 at 7 ang puntos ng dalawang koponan.',
        'Kung 60 lang (→ 6, 8 kasama ang Sira) ang nakuha nila laban sa 102 (→ 10), talo ang bid: 0 sila, at 16 + 2 = 18 ang kalaban.',
      ],
    },
  },
  words: {
    card: 'Baraha',
    points: 'Puntos',
    project: 'Proyekto',
    sun: 'Sun',
    hokum: 'Hokum',
    sira: 'Sira',
    fifty: 'Singkuwenta',
    hundred: 'Sandaan',
    fourHundred: 'Apat na raan',
    baloot: 'Baloot',
    declarers: 'Koponan ng nanalo sa bid',
    defenders: 'Kalaban',
    abnat: 'Puntos ng baraha (abnat)',
    gamePoints: 'Puntos ng laro',
    projects: 'Mga proyekto',
    total: 'Kabuuan',
    scored: 'Nakuha',
  },
  captions: {
    'bal-sun': 'Sun, at ang ibang suit sa Hokum: ranggo at puntos',
    'bal-hokum': 'Ang trump na suit sa Hokum: ranggo at puntos',
    'bal-projects': 'Mga proyekto sa puntos ng laro',
    'bal-made': 'Panalo ang bid',
    'bal-failed': 'Talo ang bid',
  },
} satisfies RulesTextOf<typeof SHAPE>;
