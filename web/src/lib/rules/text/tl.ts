import type { RulesText } from '../shape.js';

// The rules pages in Tagalog, in the Taglish of web/messages/GLOSSARY.md: the games' words in English inside
// Tagalog sentences (trick, trump, suit, bid, Sun, Hokum, Ashkal, Double, Gahwa, Sira, Kaboot, kick, stand,
// beg), Tagalog where it has the everyday word (baraha, nagbabalasa, kamay, kakampi, kalaban, koponan, alas,
// hari, reyna, sota). "Trick" as in the option help, not "taya", which also means the stakes.
export default {
  games: {
    baloot: {
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
      options: { title: 'Mga opsiyon ng mesa', points: ['Pinipili ito ng host pagbukas ng mesa; may tanda ang karaniwang halaga.'] },
    },
    'fifty-six': {
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
      options: { title: 'Mga opsiyon ng mesa', points: ['Pinipili ito ng host pagbukas ng mesa; may tanda ang karaniwang halaga.'] },
    },
    'all-fours': {
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
      options: { title: 'Mga opsiyon ng mesa', points: ['Pinipili ito ng host pagbukas ng mesa; may tanda ang karaniwang halaga.'] },
    },
  },
  words: {
    card: 'Baraha', points: 'Puntos', project: 'Proyekto', sun: 'Sun', hokum: 'Hokum', sira: 'Sira', fifty: 'Singkuwenta', hundred: 'Sandaan',
    fourHundred: 'Apat na raan', baloot: 'Baloot', declarers: 'Koponan ng nanalo sa bid', defenders: 'Kalaban', abnat: 'Puntos ng baraha (abnat)',
    gamePoints: 'Puntos ng laro', projects: 'Mga proyekto', total: 'Kabuuan', scored: 'Nakuha', bid: 'Bid', made: 'Panalo: kukuha',
    failed: 'Talo: magbabayad', bidders: 'Koponang nag-bid', others: 'Kabilang koponan', pointsTaken: 'Puntos na nakuha', tablesBefore: 'Mesa bago',
    tablesAfter: 'Mesa pagkatapos', counting: 'Puntos na bilang (Game)', kick: 'Kick', dealerTeam: 'Koponan ng nagbabalasa', high: 'High', low: 'Low',
    jack: 'Jack', game: 'Game', usual: 'karaniwan',
  },
  captions: {
    'bal-sun': 'Sun, at ang ibang suit sa Hokum: ranggo at puntos',
    'bal-hokum': 'Ang trump na suit sa Hokum: ranggo at puntos',
    'bal-projects': 'Mga proyekto sa puntos ng laro',
    'bal-made': 'Panalo ang bid',
    'bal-failed': 'Talo ang bid',
    'fs-cards': 'Ranggo at puntos sa bawat suit',
    'fs-tables': 'Mesa mula sa (o para sa) bawat ibang koponan',
    'fs-example': 'Bid na 40, panalo sa 43',
    'af-cards': 'Ranggo, puntos na bilang at puntos ng kick',
    'af-example': 'Ang kamay, puntos por puntos',
  },
} satisfies RulesText;
