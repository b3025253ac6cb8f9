import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// Twenty-Nine's rules page in Tagalog: a faithful summary of its rules as the engine plays them by
// default (docs/rules/twenty-nine.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Mga manlalaro, baraha at puntos',
      points: [
        'Apat na manlalaro sa dalawang koponan, magkaharap ang magkakampi. Salungat sa ikot ng orasan ang laro.',
        'Deck na 32 baraha: sota 9 alas 10 hari reyna 8 7 sa bawat suit, at ganito ang ranggo sa bawat suit, kaya ang sota at ang nuwebe ang pinakamataas. Sota 3, nuwebe 2, alas 1, diyes 1, wala ang iba: 28 puntos sa baraha, at dagdag na 1 sa pagkuha ng huling trick, kaya 29.',
      ],
    },
    deal: {
      title: 'Ang pamimigay',
      points: [
        'Tig-4 na baraha ang lahat; ginagawa ang bidding at pinipili ang trump; saka tig-4 pa ang lahat. Lumilipat sa susunod na manlalaro ang pagbabalasa pagkatapos ng bawat kamay.',
        'Puwedeng ipawalang-bisa ang balasa at ulitin ng parehong nagbabalasa: bago ang bidding, ng alinman sa unang dalawang manlalaro kung walang puntos ang 4 niyang baraha; kapag naipamigay na lahat, ng sinumang walang puntos ang 8 baraha, o hawak ang apat na sota.',
      ],
    },
    bidding: {
      title: 'Pag-bid',
      points: [
        'Ang kasunod ng nagbabalasa ang unang nagsasalita. Sa kani-kaniyang tira, magbi-bid ng numerong 16 hanggang 28 na mas mataas sa huling bid, o magpa-pass; puwede pang mag-bid kahit nag-pass na. Tapos ang bidding kapag tatlong sunod na pass pagkatapos ng isang bid. Ang huling bid ang target: dapat makakuha ng ganoong puntos ang nag-bid at ang kakampi niya.',
        'Kapag nag-pass ang unang tatlong manlalaro, dapat mag-bid ng 16 ang nagbabalasa.',
      ],
    },
    trump: {
      title: 'Ang lihim na trump',
      points: [
        'Ang nanalo sa bidding, ang nag-bid, ay lihim na pipili ng trump na suit, na minamarkahan ng ekstrang barahang nakataob sa labas ng deck. Walang ibang nakakaalam, kahit ang kakampi niya, at hawak pa rin ng nag-bid ang 8 niyang baraha.',
        'Sa halip na magsabi ng suit, puwedeng sabihin ng nag-bid ang "ikapitong baraha": ipamimigay nang nakataob ang ikapito niyang baraha (ang ikatlo sa ikalawang apat), na kahit siya ay hindi nakikita, at ang suit nito ang trump. Kung nakataob pa ito pagdating ng tira niya sa huling trick, itinitihaya ito at inilalaro.',
      ],
    },
    play: {
      title: 'Paglalaro at paghingi ng trump',
      points: [
        'Ang kasunod ng nagbabalasa ang nangunguna sa unang trick; ang nanalo sa bawat trick ang nangunguna sa susunod. Sumunod sa suit kung kaya; kung hindi, kahit anong baraha. Habang nakatago ang trump, karaniwang baraha lang ang mga baraha ng trump na suit, at kahit sino ay puwedeng manguna sa mga iyon.',
        'Ang hindi makasunod sa suit ay puwedeng humingi ng trump bago maglaro: dapat itong ilantad ng nag-bid, at saka dapat maglaro ng trump ang humingi kung mayroon siya. Puwede ring ilantad ito ng nag-bid na hindi makasunod, at pareho rin ang obligasyon niya.',
        'Kapag lantad na ang trump, panalo ang pinakamataas na trump sa trick, kasama ang mga trump na nilaro roon bago ang paglalantad; kung walang trump, ang pinakamataas sa suit na inuna. Kung walang humingi kailanman, puwedeng manatiling nakatago ang trump sa buong kamay.',
      ],
    },
    pair: {
      title: 'Pair (hari at reyna)',
      points: [
        'Pair ang hari at reyna ng trump sa iisang kamay. Kapag lantad na ang trump, idinedeklara ang Pair para sa may hawak nito pagkapanalo ng koponan niya sa isang trick, habang hawak pa niya ang dalawang baraha. Isang Pair lang bawat kamay.',
        'Ibinababa nang 4 ng Pair ng koponang nag-bid ang target nito, pero hindi bababa sa 16: nananatiling 18 ang bid na 18. Itinataas nang 4 ng Pair ng kabilang koponan ang target ng nag-bid, hanggang 28 lang.',
      ],
    },
    single: {
      title: 'Single hand (mag-isa)',
      points: [
        'Bago ang unang lead, puwedeng mag-alok ang bawat isa sa kani-kaniyang tira na maglaro ng single hand: makuha nang mag-isa ang lahat ng 8 trick, walang trump. Sa unang pumayag ito mapupunta, at hindi na bibilangin ang bidding. Itinataob ng kakampi niya ang mga baraha at hindi ito naglalaro sa kamay na iyon.',
        'Ang naglalaro ng single hand ang nangunguna sa bawat trick. Panalo ng 3 puntos ng laro ang koponan niya kung makuha ang lahat ng 8 trick; titigil ang kamay sa unang trick na matalo siya, at talo ng 3 ang koponan niya.',
      ],
    },
    scoring: {
      title: 'Double, pagbilang at ang laban',
      points: [
        'Bago maglaro, puwedeng mag-double ang alinmang kalaban ng nag-bid; saka puwedeng mag-redouble ang nag-bid o ang kakampi niya. Ang kamay ay nagiging 2 o 4 na puntos ng laro sa halip na 1.',
        'Pagkatapos ng 8 trick, binibilang ng koponang nag-bid ang mga puntos nito, kasama ang puntos ng huling trick. Kapag naabot ang target (ang bid, binago ng Pair), panalo ng puntos ng laro; kapag kulang, talo ng ganoon din (talaan). Ang iskor lang ng koponang nag-bid ang nagbabago.',
        'Mula −6 hanggang +6 ang iskor; itinatala ito sa pulang Anim para sa plus at itim na Anim para sa minus. Panalo sa laban ang koponang umabot sa +6; talo ang koponang bumaba sa −6.',
      ],
    },
    example: {
      title: 'Halimbawa ng pagbilang',
      points: [
        'Nag-bid ang koponan mo ng 20, at nag-double ang mga kalaban. Sa unang trick, hindi makasunod ang isang kalaban at humingi ng trump: espada pala ang trump. Nasa kakampi mo ang hari at reyna ng espada, kaya pagkapanalo ng koponan mo sa susunod na trick, ibinababa ng Pair sa 16 ang target ninyo. Nakakuha ang koponan mo ng 17 sa 29 puntos: panalo, 1 puntos ng laro, 2 dahil na-double. Kung walang Pair, kulang ang 17 sa 20 at talo sana ng 2.',
      ],
    },
  },
  words: {
    card: 'Baraha',
    points: 'Puntos',
    lastTrick: 'Huling trick',
    made: 'Panalo: kukuha',
    failed: 'Talo: mawawalan',
    contract: 'Isang bid',
    doubled: 'Na-double',
    redoubled: 'Na-redouble',
    singleHand: 'Single hand',
    bidders: 'Koponang nag-bid',
    others: 'Kabilang koponan',
    pointsTaken: 'Puntos na nakuha',
    scoreBefore: 'Iskor bago',
    scoreAfter: 'Iskor pagkatapos',
  },
  captions: {
    'tn-cards': 'Ranggo at puntos sa bawat suit',
    'tn-scores': 'Puntos ng laro ng isang kamay',
    'tn-example': 'Bid na 20, target na 16 dahil sa Pair, na-double, panalo sa 17',
  },
} satisfies RulesTextOf<typeof SHAPE>;
