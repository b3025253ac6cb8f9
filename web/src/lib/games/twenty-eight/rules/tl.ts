import type { RulesTextOf } from '../../../rules/shape.js';
import type { SHAPE } from './shape.js';

// Twenty-Eight's rules page in Tagalog: a faithful summary of its rules as the engine plays them by
// default (docs/rules/twenty-eight.md, the ids there).
export default {
  sections: {
    cards: {
      title: 'Mga manlalaro, baraha at puntos',
      points: [
        'Apat na manlalaro sa dalawang koponan, magkaharap ang magkakampi. Salungat sa ikot ng orasan ang laro: lumilipat sa kanan ang tira.',
        'Deck na 32 baraha: sota 9 alas 10 hari reyna 8 7 sa bawat suit. Ganito ang ranggo sa bawat suit, pati sa trump, kaya ang sota at ang nuwebe ang pinakamataas. Apat na baraha lang ang may puntos: sota 3, nuwebe 2, alas 1, diyes 1, kaya 28 puntos lahat sa deck. Walang dagdag ang huling trick.',
      ],
    },
    deal: {
      title: 'Ang pamimigay',
      points: [
        'Tig-4 na baraha muna ang bawat isa. Sa 4 na barahang iyon ginagawa ang unang bidding, saka tig-4 pa ang lahat. Lumilipat sa kanan ang pagbabalasa pagkatapos ng bawat kamay.',
        'Ang nasa kanan ng nagbabalasa ang dapat magbukas ng bidding. Kung walang sota, nuwebe, alas o diyes sa una niyang 4 na baraha, puwede siyang humingi ng bagong balasa sa parehong nagbabalasa.',
      ],
    },
    bidding: {
      title: 'Pag-bid: dalawang bidding',
      points: [
        'Unang bidding, sa 4 na baraha. Dapat magbukas ng hindi bababa sa 14 ang nasa kanan ng nagbabalasa. Pagkatapos, sa kani-kaniyang tira, magbi-bid nang mas mataas hanggang 28 o magpa-pass; puwede pang mag-bid kahit nag-pass na. Para malampasan ang sariling kakampi, kailangan ng hindi bababa sa 20. Tapos ang bidding kapag tatlong sunod na pass pagkatapos ng isang bid.',
        'Pipili ng trump ang nanalo mula sa 4 niyang baraha at itataob ang isang baraha ng suit na iyon: ang trump card. Walang ibang nakakakita nito, kahit ang kakampi niya.',
        'Ikalawang bidding, hawak na ang 8 baraha, mula ulit sa kanan ng nagbabalasa. Ang bid ay dapat hindi bababa sa 24 at mas mataas sa kasalukuyang bid. Kung pass lahat ang unang apat na tawag, mananatili ang unang bid at ang trump card nito; kung hindi, tapos ito sa tatlong sunod na pass.',
        'Kung ibang manlalaro ang manalo sa ikalawang bidding, babalik nang hindi nakikita ang unang trump card sa may-ari nito, at itataob ng bagong nag-bid ang isa sa sarili niyang baraha. Kung ang unang nag-bid ulit ang manalo, puwede niyang panatilihin ang baraha o palitan ito. Ang huling bid ang kontrata: dapat makakuha ng ganoong puntos ang nag-bid at ang kakampi niya.',
      ],
    },
    trump: {
      title: 'Ang nakataob na trump card',
      points: [
        'Nakataob sa tabi ng nag-bid ang trump card at hindi ito bahagi ng kamay niya: hindi pa ito puwedeng ilaro, at hindi siya nito inoobligang sumunod sa suit. Hangga’t hindi ito lantad, karaniwang baraha lang ang mga baraha ng trump na suit, at hindi puwedeng ipanguna ng nag-bid ang isa sa mga iyon maliban kung wala na siyang iba.',
        'Ang manlalarong hindi makasunod sa suit ay puwedeng humingi ng trump bago maglaro. Dapat namang itihaya ng nag-bid ang trump card at kunin ito sa kamay, at dapat maglaro ng trump ang humingi kung mayroon siya. Kahit sino maliban sa nag-bid ay puwedeng humingi, pati ang kakampi niya.',
        'Ang nag-bid na hindi makasunod sa suit ay puwedeng maglantad ng trump card, at saka dapat siyang maglaro ng trump. Kung nakataob pa ang baraha pagdating ng tira ng nag-bid sa huling trick, itinitihaya ito at inilalaro.',
      ],
    },
    play: {
      title: 'Paglalaro',
      points: [
        'Sinuman ang nag-bid, ang nasa kanan ng nagbabalasa ang nangunguna sa unang trick; ang nanalo sa bawat trick ang nangunguna sa susunod. Sumunod sa suit kung kaya; kung hindi, kahit anong baraha. May 8 trick ang isang kamay.',
        'Habang nakatago ang trump, panalo ang pinakamataas na baraha ng suit na inuna. Mula sa trick na inilantad ito, panalo ang pinakamataas na trump, kasama ang mga trump na nilaro sa trick na iyon bago ang paglalantad. Ang humingi lang, o ang nag-bid na naglantad, ang dapat mag-trump, at sa trick na iyon lang.',
      ],
    },
    pair: {
      title: 'Pair (hari at reyna)',
      points: [
        'Pair ang hari at reyna ng trump sa iisang kamay. Kapag lantad na ang trump, idinedeklara ang Pair para sa may hawak nito pagkapanalo ng koponan niya sa isang trick, habang hawak pa niya ang dalawang baraha. Isang Pair lang bawat kamay.',
        'Ibinababa nang 4 ng Pair ng koponang nag-bid ang target nito, pero hindi bababa sa 14; itinataas nang 4 ng Pair ng kabilang koponan ang target ng nag-bid, hanggang 28 lang.',
      ],
    },
    thani: {
      title: 'Thani: isa laban sa lahat',
      points: [
        'Bago ang unang lead, puwedeng tumawag ng Thani ang bawat isa sa kani-kaniyang tira: makuha nang mag-isa ang lahat ng 8 trick, walang trump. Sa unang tumawag ito mapupunta, at hindi na bibilangin ang bidding. Itinataob ng kakampi ng tumawag ang mga baraha niya at hindi siya naglalaro sa kamay na iyon.',
        'Ang tumawag ng Thani ang nangunguna sa bawat trick. Panalo ng 4 na puntos ng laro ang koponan niya kung makuha ang lahat ng 8 trick; titigil ang kamay sa unang trick na matalo siya, at talo ng 4 ang koponan niya.',
      ],
    },
    scoring: {
      title: 'Pagbilang at ang laban',
      points: [
        'Pagkatapos ng 8 trick, binibilang ng koponang nag-bid ang mga puntos nito. Kapag naabot ang target (ang kontrata, binago ng Pair), panalo ang kontrata. Ang puntos ng laro na panalo o talo ay ayon sa kontratang binid (talaan). Ang iskor lang ng koponang nag-bid ang nagbabago.',
        'Parehong nagsisimula sa 0 ang dalawang koponan; itinatala ito ng mga manlalaro sa pulang Anim para sa plus at itim na Anim para sa minus. Panalo sa laban ang koponang umabot sa +6; talo ang koponang bumaba sa −6.',
      ],
    },
    example: {
      title: 'Halimbawa ng pagbilang',
      points: [
        'Nanalo ka sa ikalawang bidding sa 24. Paglantad ng trump, nasa kakampi mo pala ang hari at reyna nito: pagkapanalo ng koponan mo sa susunod na trick, idinedeklara ang Pair at bumaba sa 20 ang target mo. Nakakuha ang koponan mo ng 21 sa 28 puntos: panalo, at 2 puntos ng laro ang kontratang 20–24. Kung walang Pair, kulang ang 21 sa 24 at talo sana ng 3.',
      ],
    },
    sizes: {
      title: 'Tatlo o anim na manlalaro',
      points: [
        'Kapag 3, mag-isang naglalaro ang bawat isa, sa 24 na baraha (walang 8 at 7), tig-8. Mula 12 ang unang bidding at mula 22 ang ikalawa; kalaban ng nag-bid ang dalawa pa. Nagsisimula ang bawat isa sa 12 mesa (pananda): kumukuha ang nag-bid ng puntos ng laro sa bawat kalaban, o nagbabayad sa bawat isa. Tapos ang laban kapag naubusan ng mesa ang sinuman; panalo ang may pinakamaraming mesa.',
        'Kapag 6, dalawang koponang tigatlo, salitan ang upuan. Idinadagdag ang apat na 6 (36 baraha; mas mababa ang 6 sa 7 at walang puntos). Ipinamimigay nang sabay ang lahat ng 6 na baraha, at iisang bidding mula 16. May 6 na trick ang isang kamay.',
      ],
    },
  },
  words: {
    card: 'Baraha',
    points: 'Puntos',
    contract: 'Kontrata',
    made: 'Panalo: kukuha',
    failed: 'Talo: mawawalan',
    thani: 'Thani',
    bidders: 'Koponang nag-bid',
    others: 'Kabilang koponan',
    pointsTaken: 'Puntos na nakuha',
    scoreBefore: 'Iskor bago',
    scoreAfter: 'Iskor pagkatapos',
  },
  captions: {
    'te-cards': 'Ranggo at puntos sa bawat suit',
    'te-scores': 'Puntos ng laro ng isang kamay',
    'te-example': 'Kontratang 24, target na 20 dahil sa Pair, panalo sa 21',
  },
} satisfies RulesTextOf<typeof SHAPE>;
