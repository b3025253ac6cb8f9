import { wantedLanguages } from '../routes/languages.js';

/** The languages the app speaks (web/project.inlang), the first the default. */
export const SHARE_LOCALES = ['en', 'ar', 'ta', 'bn', 'tl', 'ml'] as const;

/** One of the app's languages. */
export type ShareLocale = (typeof SHARE_LOCALES)[number];

/** The words of a shared link's preview and first paint in one language. */
export interface ShareWords {
  /** `og:locale` (language_TERRITORY). */
  ogLocale: string;
  dir: 'ltr' | 'rtl';
  app: string;
  lobby: string;
  seatFree: string;
  host: string;
  score: string;
  gameOver: string;
  winnerIs: (team: string) => string;
  tableClosed: string;
  /** Why a link finds no table; `{days}`: how long a finished table is kept (wrangler.toml's RECORD_DAYS). */
  noTable: string;
  myTables: string;
  home: string;
  /** A link to start a new table (later's table_gone_new). */
  newTable: string;
  /** The rest are the table page's own, drawn by the first paint where the app draws them. */
  rules: string;
  teamN: (n: number) => string;
  /** The score bar's chips of a seated player's team and of the other one, when there are two. */
  us: string;
  them: string;
  /** A bot's name (the app names a bot in the page's language, not by the table's "Bot 3"). */
  botN: (n: number) => string;
  watching: string;
  menu: string;
  shareTitle: string;
  shareHint: string;
  copyLink: string;
  showQr: string;
  yourName: string;
  sit: string;
  /** The language's name in its own script, as the app's language menu shows it. */
  language: string;
  /** The lobby's summary of the table's rules (lib/games/table-rules.ts, TableRules.svelte). */
  rulesTitle: string;
  teamsAlone: string;
  teamsPairs: (teams: string) => string;
  teamsTwo: (size: string) => string;
  targetPoints: (n: string) => string;
  targetTables: (n: string) => string;
  secondsPerMove: (n: string) => string;
  hoursPerMove: (n: string) => string;
  clockIs: (clock: string) => string;
  clockNone: string;
  noHouseRules: string;
  houseRules: string;
  /** A free seat's partners already seated: "Partner of Amal and Bilal". */
  partnerOf: (names: string) => string;
}

// The words are the web app's own (web/messages: app_name, game_*, lobby, seat_free, pages' host,
// score, game_over, pages' winner_is, table_closed, later's err_no_table and table_gone_new,
// my_tables, pages' home; for the first paint: rules, team_n, us, them, bot_n, watching, table_menu, later's share_title,
// share_hint, copy_link, show_qr, your_name, sit; the language menu's names), copied here because the Worker does not import the web app;
// test/worker/node/share-words.test.ts fails when a translation changed there is not changed here.
export const SHARE_WORDS: Record<ShareLocale, ShareWords> = {
  en: {
    ogLocale: 'en_US',
    dir: 'ltr',
    app: 'Majlis',
    lobby: 'Lobby',
    seatFree: 'Free seat',
    host: 'Host',
    score: 'Score',
    gameOver: 'Game over',
    winnerIs: (team) => `${team} win`,
    tableClosed: 'This table is not available.',
    noTable: 'There is no such table: the link may be wrong, or the table has expired. Tables not used are removed after 14 or 30 days, finished ones after {days}.',
    myTables: 'My tables',
    home: 'Home',
    newTable: 'Start a new table',
    rules: 'Rules',
    teamN: (n) => `Team ${n}`,
    us: 'Us',
    them: 'Them',
    botN: (n) => `Bot ${n}`,
    watching: 'Watching',
    menu: 'Menu',
    shareTitle: 'Invite players',
    shareHint: 'Anyone with this link can watch and take a free seat.',
    copyLink: 'Copy link',
    showQr: 'QR code',
    yourName: 'Your name',
    sit: 'Sit',
    language: 'English',
    rulesTitle: "This table's rules",
    teamsAlone: 'Each player plays alone',
    teamsPairs: (teams) => `Teams: ${teams} teams of two, partners sit opposite`,
    teamsTwo: (size) => `Teams: two teams of ${size}, seats alternate`,
    targetPoints: (n) => `Played to ${n} points`,
    targetTables: (n) => `Each team starts with ${n} tables; a team with none left is out`,
    secondsPerMove: (n) => `${n} s per move`,
    hoursPerMove: (n) => `${n} h per move`,
    clockIs: (clock) => `Clock: ${clock}`,
    clockNone: 'No clock',
    noHouseRules: 'No house rules: the game as the rules page tells it',
    houseRules: 'House rules',
    partnerOf: (names) => `Partner of ${names}`,
  },
  ar: {
    ogLocale: 'ar_SA',
    dir: 'rtl',
    app: 'مجلس',
    lobby: 'الطاولة',
    seatFree: 'مقعد فارغ',
    host: 'المضيف',
    score: 'النتيجة',
    gameOver: 'انتهت اللعبة',
    winnerIs: (team) => `فاز ${team}`,
    tableClosed: 'هذه الطاولة غير متاحة.',
    noTable: 'لا توجد طاولة كهذه: ربما الرابط خطأ، أو انتهت مدة الطاولة. تُحذف الطاولات غير المستخدمة بعد 14 أو 30 يومًا، والمنتهية بعد {days} يومًا.',
    myTables: 'طاولاتي',
    home: 'الرئيسية',
    newTable: 'ابدأ طاولة جديدة',
    rules: 'القوانين',
    teamN: (n) => `فريق ${n}`,
    us: 'لنا',
    them: 'لهم',
    botN: (n) => `بوت ${n}`,
    watching: 'تشاهد',
    menu: 'القائمة',
    shareTitle: 'ادعُ اللاعبين',
    shareHint: 'كل من لديه الرابط يستطيع المشاهدة والجلوس في مقعد فارغ.',
    copyLink: 'انسخ الرابط',
    showQr: 'رمز QR',
    yourName: 'اسمك',
    sit: 'اجلس',
    language: 'العربية',
    rulesTitle: 'قواعد هذه الطاولة',
    teamsAlone: 'كل لاعب يلعب وحده',
    teamsPairs: (teams) => `الفرق: ${teams} فرق من اثنين، كل شريكين متقابلان`,
    teamsTwo: (size) => `الفرق: فريقان من ${size}، المقاعد بالتناوب`,
    targetPoints: (n) => `اللعب حتى ${n} نقطة`,
    targetTables: (n) => `يبدأ كل فريق بـ ${n} طاولة، ويخرج الفريق الذي تنفد طاولاته`,
    secondsPerMove: (n) => `${n} ثانية للحركة`,
    hoursPerMove: (n) => `${n} ساعة للحركة`,
    clockIs: (clock) => `الساعة: ${clock}`,
    clockNone: 'بدون وقت',
    noHouseRules: 'لا قواعد خاصة: اللعبة كما تشرحها صفحة القواعد',
    houseRules: 'قواعد الطاولة الخاصة',
    partnerOf: (names) => `شريك ${names}`,
  },
  ta: {
    ogLocale: 'ta_IN',
    dir: 'ltr',
    app: 'மஜ்லிஸ்',
    lobby: 'மேசை',
    seatFree: 'காலி இருக்கை',
    host: 'நடத்துநர்',
    score: 'புள்ளிகள்',
    gameOver: 'ஆட்டம் முடிந்தது',
    winnerIs: (team) => `${team} வென்றனர்`,
    tableClosed: 'இந்த மேசை கிடைக்கவில்லை.',
    noTable: 'அப்படி ஒரு மேசை இல்லை: இணைப்பு தவறாக இருக்கலாம், அல்லது மேசையின் காலம் முடிந்துவிட்டது. பயன்படாத மேசைகள் 14 அல்லது 30 நாளில், முடிந்தவை {days} நாளில் நீக்கப்படும்.',
    myTables: 'என் மேசைகள்',
    home: 'முகப்பு',
    newTable: 'புதிய மேசை தொடங்கு',
    rules: 'விதிகள்',
    teamN: (n) => `அணி ${n}`,
    us: 'நாம்',
    them: 'அவர்கள்',
    botN: (n) => `போட் ${n}`,
    watching: 'பார்வையாளர்',
    menu: 'மெனு',
    shareTitle: 'ஆட்டக்காரர்களை அழைக்கவும்',
    shareHint: 'இந்த இணைப்பு உள்ள எவரும் பார்க்கலாம், காலி இருக்கையில் அமரலாம்.',
    copyLink: 'இணைப்பை நகலெடு',
    showQr: 'QR குறியீடு',
    yourName: 'உங்கள் பெயர்',
    sit: 'அமர்',
    language: 'தமிழ்',
    rulesTitle: 'இந்த மேசையின் விதிகள்',
    teamsAlone: 'ஒவ்வொருவரும் தனியாக ஆடுவர்',
    teamsPairs: (teams) => `அணிகள்: இருவர் கொண்ட ${teams} அணிகள், கூட்டாளிகள் எதிரெதிரே அமர்வர்`,
    teamsTwo: (size) => `அணிகள்: ${size} பேர் கொண்ட இரண்டு அணிகள், மாறி மாறி அமர்வர்`,
    targetPoints: (n) => `${n} புள்ளிகள் வரை ஆட்டம்`,
    targetTables: (n) => `ஒவ்வொரு அணியும் ${n} மேசைகளுடன் தொடங்கும்; மேசை தீர்ந்த அணி வெளியேறும்`,
    secondsPerMove: (n) => `நகர்வுக்கு ${n} வினாடி`,
    hoursPerMove: (n) => `நகர்வுக்கு ${n} மணி நேரம்`,
    clockIs: (clock) => `கடிகாரம்: ${clock}`,
    clockNone: 'நேரம் இல்லை',
    noHouseRules: 'சிறப்பு விதிகள் இல்லை: விதிகள் பக்கத்தில் உள்ளபடியே ஆட்டம்',
    houseRules: 'இந்த மேசையின் சிறப்பு விதிகள்',
    partnerOf: (names) => `${names} அவர்களின் கூட்டாளி`,
  },
  bn: {
    ogLocale: 'bn_BD',
    dir: 'ltr',
    app: 'মজলিস',
    lobby: 'টেবিল',
    seatFree: 'খালি আসন',
    host: 'হোস্ট',
    score: 'স্কোর',
    gameOver: 'খেলা শেষ',
    winnerIs: (team) => `${team} জিতেছে`,
    tableClosed: 'এই টেবিল পাওয়া যাচ্ছে না।',
    noTable: 'এমন কোনো টেবিল নেই: লিংকটি ভুল হতে পারে, বা টেবিলটির মেয়াদ শেষ হয়েছে। অব্যবহৃত টেবিল 14 বা 30 দিন পরে, শেষ হওয়া টেবিল {days} দিন পরে মুছে ফেলা হয়।',
    myTables: 'আমার টেবিল',
    home: 'প্রথম পাতা',
    newTable: 'নতুন টেবিল শুরু করুন',
    rules: 'নিয়ম',
    teamN: (n) => `দল ${n}`,
    us: 'আমরা',
    them: 'ওরা',
    botN: (n) => `বট ${n}`,
    watching: 'দেখছেন',
    menu: 'মেনু',
    shareTitle: 'খেলোয়াড়দের ডাকুন',
    shareHint: 'এই লিংক যার কাছে আছে সে দেখতে ও খালি আসনে বসতে পারবে।',
    copyLink: 'লিংক কপি করুন',
    showQr: 'QR কোড',
    yourName: 'আপনার নাম',
    sit: 'বসুন',
    language: 'বাংলা',
    rulesTitle: 'এই টেবিলের নিয়ম',
    teamsAlone: 'প্রত্যেকে একা খেলেন',
    teamsPairs: (teams) => `দল: দুজনের ${teams}টি দল, সঙ্গীরা মুখোমুখি বসেন`,
    teamsTwo: (size) => `দল: ${size} জনের দুটি দল, পালা করে বসেন`,
    targetPoints: (n) => `${n} পয়েন্ট পর্যন্ত খেলা`,
    targetTables: (n) => `প্রতিটি দল ${n}টি টেবিল নিয়ে শুরু করে; টেবিল ফুরোলে দল বাদ`,
    secondsPerMove: (n) => `প্রতি চালে ${n} সেকেন্ড`,
    hoursPerMove: (n) => `প্রতি চালে ${n} ঘণ্টা`,
    clockIs: (clock) => `ঘড়ি: ${clock}`,
    clockNone: 'সময় নেই',
    noHouseRules: 'নিজস্ব নিয়ম নেই: নিয়মের পাতায় যেমন বলা আছে তেমন খেলা',
    houseRules: 'এই টেবিলের নিজস্ব নিয়ম',
    partnerOf: (names) => `${names}-এর সঙ্গী`,
  },
  tl: {
    ogLocale: 'tl_PH',
    dir: 'ltr',
    app: 'Majlis',
    lobby: 'Mesa',
    seatFree: 'Bakanteng upuan',
    host: 'Host',
    score: 'Iskor',
    gameOver: 'Tapos ang laro',
    winnerIs: (team) => `Panalo ang ${team}`,
    tableClosed: 'Hindi available ang mesang ito.',
    noTable: 'Walang ganoong mesa: baka mali ang link, o nag-expire na ang mesa. Binubura ang mga mesang hindi ginagamit matapos ang 14 o 30 araw, at ang mga tapos na matapos ang {days}.',
    myTables: 'Mga mesa ko',
    home: 'Simula',
    newTable: 'Magsimula ng bagong mesa',
    rules: 'Patakaran',
    teamN: (n) => `Koponan ${n}`,
    us: 'Kami',
    them: 'Sila',
    botN: (n) => `Bot ${n}`,
    watching: 'Nanonood',
    menu: 'Menu',
    shareTitle: 'Mag-imbita ng manlalaro',
    shareHint: 'Sinumang may link ay puwedeng manood at umupo sa bakanteng upuan.',
    copyLink: 'Kopyahin ang link',
    showQr: 'QR code',
    yourName: 'Pangalan mo',
    sit: 'Umupo',
    language: 'Tagalog',
    rulesTitle: 'Mga patakaran ng mesang ito',
    teamsAlone: 'Kanya-kanya ang bawat manlalaro',
    teamsPairs: (teams) => `Koponan: ${teams} pares, magkaharap ang magkakampi`,
    teamsTwo: (size) => `Koponan: dalawang koponan na tig-${size}, salitan ang upuan`,
    targetPoints: (n) => `Hanggang ${n} puntos ang laro`,
    targetTables: (n) => `Bawat koponan ay may ${n} mesa sa simula; labas ang koponang maubusan`,
    secondsPerMove: (n) => `${n} segundo bawat galaw`,
    hoursPerMove: (n) => `${n} oras bawat galaw`,
    clockIs: (clock) => `Orasan: ${clock}`,
    clockNone: 'Walang oras',
    noHouseRules: 'Walang espesyal na patakaran: ang laro ayon sa pahina ng mga patakaran',
    houseRules: 'Espesyal na patakaran',
    partnerOf: (names) => `Kakampi ni ${names}`,
  },
  ml: {
    ogLocale: 'ml_IN',
    dir: 'ltr',
    app: 'മജ്‌ലിസ്',
    lobby: 'മേശ',
    seatFree: 'ഒഴിഞ്ഞ സീറ്റ്',
    host: 'ഹോസ്റ്റ്',
    score: 'സ്കോർ',
    gameOver: 'കളി കഴിഞ്ഞു',
    winnerIs: (team) => `${team} ജയിച്ചു`,
    tableClosed: 'ഈ മേശ ലഭ്യമല്ല.',
    noTable: 'അങ്ങനെയൊരു മേശയില്ല: ലിങ്ക് തെറ്റായിരിക്കാം, അല്ലെങ്കിൽ മേശയുടെ കാലാവധി കഴിഞ്ഞു. ഉപയോഗിക്കാത്ത മേശകൾ 14 അല്ലെങ്കിൽ 30 ദിവസത്തിനു ശേഷവും, കഴിഞ്ഞവ {days} ദിവസത്തിനു ശേഷവും നീക്കം ചെയ്യും.',
    myTables: 'എന്റെ മേശകൾ',
    home: 'ഹോം',
    newTable: 'പുതിയ മേശ തുടങ്ങൂ',
    rules: 'നിയമങ്ങൾ',
    teamN: (n) => `ടീം ${n}`,
    us: 'നമ്മൾ',
    them: 'അവർ',
    botN: (n) => `ബോട്ട് ${n}`,
    watching: 'കാണുന്നു',
    menu: 'മെനു',
    shareTitle: 'കളിക്കാരെ ക്ഷണിക്കുക',
    shareHint: 'ഈ ലിങ്ക് ഉള്ള ആർക്കും കാണാം, ഒഴിഞ്ഞ സീറ്റിൽ ഇരിക്കാം.',
    copyLink: 'ലിങ്ക് പകർത്തുക',
    showQr: 'QR കോഡ്',
    yourName: 'നിങ്ങളുടെ പേര്',
    sit: 'ഇരിക്കുക',
    language: 'മലയാളം',
    rulesTitle: 'ഈ മേശയിലെ നിയമങ്ങൾ',
    teamsAlone: 'ഓരോരുത്തരും ഒറ്റയ്ക്ക് കളിക്കും',
    teamsPairs: (teams) => `ടീമുകൾ: രണ്ടുപേർ വീതമുള്ള ${teams} ടീമുകൾ, പങ്കാളികൾ നേർക്കുനേർ ഇരിക്കും`,
    teamsTwo: (size) => `ടീമുകൾ: ${size} പേർ വീതമുള്ള രണ്ട് ടീമുകൾ, ഇടവിട്ട് ഇരിക്കും`,
    targetPoints: (n) => `${n} പോയിന്റ് വരെ കളി`,
    targetTables: (n) => `ഓരോ ടീമും ${n} ടേബിളുമായി തുടങ്ങും; ടേബിൾ തീർന്ന ടീം പുറത്താകും`,
    secondsPerMove: (n) => `ഒരു നീക്കത്തിന് ${n} സെക്കൻഡ്`,
    hoursPerMove: (n) => `ഒരു നീക്കത്തിന് ${n} മണിക്കൂർ`,
    clockIs: (clock) => `സമയം: ${clock}`,
    clockNone: 'സമയമില്ല',
    noHouseRules: 'പ്രത്യേക നിയമങ്ങളില്ല: നിയമങ്ങളുടെ പേജിൽ പറയുന്നതുപോലെ കളി',
    houseRules: 'ഈ മേശയിലെ പ്രത്യേക നിയമങ്ങൾ',
    partnerOf: (names) => `${names} എന്നയാളുടെ പങ്കാളി`,
  },
};

/**
 * The language of a shared link's page: the one the visitor chose in the app (its cookie), else the
 * first of the request's Accept-Language tags (by weight) that the app speaks, else English; the same
 * reading as the drawn pages' (routes/languages.ts).
 */
export function negotiateLocale(acceptLanguage: string | null | undefined, chosen?: string): ShareLocale {
  for (const language of wantedLanguages(chosen, acceptLanguage ?? undefined)) {
    const found = SHARE_LOCALES.find((locale) => locale === language || (language === 'fil' && locale === 'tl'));
    if (found) return found;
  }
  return 'en';
}
