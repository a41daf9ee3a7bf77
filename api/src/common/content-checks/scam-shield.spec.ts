import { describe, expect, it } from 'vitest';
import { scamReasons } from './scam-shield';

/** Real scam phrasings (as reported by marketplace users and fraud advisories), paraphrased lightly. */
export const SCAM_MESSAGES = [
  'Can you accept payment by Amazon gift card? I will send the codes now.',
  'I will pay with iTunes cards, please send me your address.',
  'Please buy Google Play cards and send me the pictures of the back.',
  'I can wire the money today, just send me your bank details.',
  'Send me your IBAN and swift code and I will pay immediately.',
  'I prefer a bank transfer, what is your account number?',
  'Payment will be by wire transfer from my company account.',
  'Please pay via Western Union to my cousin in Lagos.',
  'Send the deposit by MoneyGram and I will ship the outboard.',
  'Can you pay with Zelle? It is faster for me.',
  'I only accept Bitcoin for this one, here is my wallet address.',
  'Pay in USDT and I give you 10% discount.',
  'I will send crypto, what is your ETH wallet?',
  'I have sent a cheque for more than the price, please refund the difference.',
  'My client overpaid you by mistake, send back the extra via Western Union.',
  'I will mail a certified check, you refund me the balance after it clears.',
  'I sent $500 extra, please send the extra money back to my agent.',
  'My shipping agent will come to pick it up, you pay the shipping company first.',
  'The courier will collect the engine, just pay the clearance fee.',
  'Our freight company handles everything, they need a customs fee from you.',
  'Please send it as friends and family on PayPal so there are no fees.',
  'Pay me with PayPal F&F please, goods and services costs too much.',
  'Just send it as a gift on PayPal, it is cheaper for both of us.',
  'Let us continue on WhatsApp, this site is slow.',
  'Contact me on Telegram for a better price.',
  'Text me at +1 415 555 0199 to arrange everything.',
  'Email me directly at seller.marine77@gmail.com, I do not check this app.',
  'My email is captain.deals@yahoo.com, write me there.',
  'We can do the deal outside of Dockside and save the fees.',
  'Send a bank deposit and I will release the part from my warehouse.',
  'I am offshore on a rig, my shipping agent will handle payment via wire transfer.',
  'Pay half in Bitcoin and half by Cash App.',
];

/** Ordinary marine-parts conversations, including words close to the scam vocabulary. */
export const INNOCENT_MESSAGES = [
  'Is the wire harness included with the Yamaha F115 controls?',
  'Does the transfer case come with the mounting bolts?',
  'I am buying this as a gift for my dad, he has a 1998 Bayliner.',
  'The bilge pump wiring looks corroded in photo 3, is it working?',
  'Can you confirm the automatic transfer switch is 30 amp?',
  'What wire gauge did you use for the battery bank?',
  'I have a battery bank of four AGMs, will this charger handle it?',
  'Is the impeller the original Johnson part or aftermarket?',
  'Could you measure the shaft diameter for me?',
  'Would you take $450 if I pick it up on Saturday?',
  'I can pay with PayPal Goods & Services as the site recommends.',
  'Does the chartplotter have the latest Navionics card?',
  'Is the anchor windlass 12 or 24 volt?',
  'Where is the boat moored? I could come and look at the winch.',
  'Thanks! The part arrived today and fits perfectly.',
  'Do you still have the spare prop from the same engine?',
  'What is the serial number on the part number plate?',
  'My family and I sail a Catalina 30, will this tiller fit?',
  'Can you send more photos of the gasket surface?',
  'Is shipping to Florida possible, or pickup only?',
  'The stainless steering cable looks great, how long is it?',
  'I transferred the old fittings to my new boat last year, great quality.',
  'Does the VHF radio come with the mounting bracket and mic clip?',
  'Happy to meet at the marina office for the handover.',
  'Is the fuel pump compatible with a Mercury 90 two-stroke?',
  'How many hours are on the lower unit since the rebuild?',
  'Can you hold it until Friday? I get paid then.',
  'Great price, I will take it. When can I collect?',
  'Is there any corrosion on the wiring terminals?',
  'Which deposit does the seller usually ask for on big engines here?',
  'My friend recommended your listings, you sold him a davit.',
  'Could the cheque clear before Friday if I pay at your bank branch? Kidding, I will use PayPal.',
];

describe('scam shield', () => {
  it('flags at least 90 % of scam phrasings and at most 5 % of innocent messages', () => {
    expect(SCAM_MESSAGES.length).toBeGreaterThanOrEqual(30);
    expect(INNOCENT_MESSAGES.length).toBeGreaterThanOrEqual(30);
    const missed = SCAM_MESSAGES.filter((m) => scamReasons(m).length === 0);
    const falseAlarms = INNOCENT_MESSAGES.filter((m) => scamReasons(m).length > 0);
    const recall = 1 - missed.length / SCAM_MESSAGES.length;
    const falsePositiveRate = falseAlarms.length / INNOCENT_MESSAGES.length;
    expect(recall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(0.9);
    expect(falsePositiveRate, `false alarms: ${falseAlarms.join(' | ')}`).toBeLessThanOrEqual(0.05);
  });

  it('names the reason', () => {
    expect(scamReasons('Pay by Western Union please')).toEqual(['money transfer services']);
    expect(scamReasons('Is the wire harness included?')).toEqual([]);
  });
});
