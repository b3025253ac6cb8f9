import type { OptionSpec } from '../../core/options.js';

/** [BAL-9] The table settings of Baloot, default first. */
export const OPTIONS: readonly OptionSpec[] = [
  { key: 'firstLead', rule: 'BAL-5.1', values: ['declarer', 'dealerRight'], default: 'declarer' },
  { key: 'trumpObligation', rule: 'BAL-5.2', values: ['none', 'saudi'], default: 'none' },
  { key: 'sunRaises', rule: 'BAL-4.1', values: ['fullChain', 'doubleOnly'], default: 'fullChain' },
  { key: 'lock', rule: 'BAL-4.3', values: ['auto', 'doublerChooses'], default: 'auto' },
  { key: 'doubledScoring', rule: 'BAL-7.7', values: ['multiplyEach', 'winnerTakesAll'], default: 'multiplyEach' },
  { key: 'kaboot', rule: 'BAL-7.6', values: ['seed', 'standard'], default: 'seed' },
  { key: 'hokumSum16', rule: 'BAL-7.2', values: [false, true], default: false },
  { key: 'tie', rule: 'BAL-7.4', values: ['fail', 'compareAbnat', 'declarerWins'], default: 'fail' },
  { key: 'balootImmune', rule: 'BAL-7.5', values: [false, true], default: false },
  { key: 'ashkalOnAce', rule: 'BAL-2.1', values: [true, false], default: true },
  // the Saudi apps' conventions [BAL-10]
  { key: 'qayd', rule: 'BAL-10.1', values: [false, true], default: false },
  { key: 'kawesh', rule: 'BAL-11.1', values: [false, true], default: false },
  { key: 'akka', rule: 'BAL-12.1', values: [false, true], default: false },
  { key: 'sunDoubleGate', rule: 'BAL-14.1', values: ['seed', 'reached100'], default: 'seed' },
  // a game to 152 lasts about ten hands; 500 is already a long evening
  { key: 'target', rule: 'BAL-8.1', positiveInt: true, max: 500, default: 152, suggested: [152] },
];
