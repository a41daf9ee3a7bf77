/**
 * The scam shield (docs/decisions.md "Chat"): flags payment-fraud language in private messages so the recipient sees
 * the payment safety warning. Rules are phrase patterns, not single words, so marine vocabulary ("wire
 * harness", "transfer case", "battery bank", "a gift for my dad") passes. Measured against the table in
 * scam-shield.spec.ts (figures in docs/decisions.md).
 */
export interface ScamRule {
  reason: string;
  pattern: RegExp;
}

export const SCAM_RULES: ScamRule[] = [
  { reason: 'gift cards', pattern: /\b(gift\s*cards?|itunes|google\s*play\s*cards?|steam\s*cards?|amazon\s*cards?|vouchers?\s+codes?)\b/i },
  {
    reason: 'wire or bank transfer',
    pattern:
      /\b(wire\s+(transfer|the\s+(money|funds|payment|deposit)|me\s+the|it\s+to|payment)|bank\s+(transfer|deposit|details|account\s+(number|details))|direct\s+(bank\s+)?deposit|iban|swift\s+code|routing\s+number|transfer\s+the\s+(money|funds|payment|deposit))\b/i,
  },
  { reason: 'money transfer services', pattern: /\b(western\s*union|money\s*gram|zelle|cash\s*app|venmo|ria\s+money|world\s*remit)\b/i },
  {
    reason: 'cryptocurrency',
    pattern: /\b(crypto(currency)?|bitcoin|btc|usdt|tether|ethereum|eth\s+wallet|wallet\s+address|binance|coinbase)\b/i,
  },
  {
    reason: 'overpayment',
    pattern:
      /\b(overpa(y|id|yment)|refund\s+(me\s+)?the\s+(difference|balance|extra)|send\s+(me\s+)?(back\s+)?the\s+(difference|extra|balance)|(cheque|check)\s+for\s+more\s+than|(certified|cashier'?s?)\s+(cheque|check)|extra\s+(money|amount)\s+(back|to\s+my))\b/i,
  },
  {
    reason: 'shipping agent',
    pattern:
      /\b((my|a|our)\s+(shipping|freight)\s+(agent|company|courier)|shipping\s+agent|courier\s+will\s+(collect|pick)|pay\s+the\s+(shipping|courier|freight)\s+(agent|company)|clearance\s+fee|customs\s+fee)\b/i,
  },
  {
    reason: 'friends and family payment',
    pattern: /\b(friends?\s*(and|&|n)\s*family|f\s*&\s*f|send\s+it\s+as\s+a\s+gift|personal\s+payment|as\s+a\s+gift\s+on\s+paypal)\b/i,
  },
  {
    reason: 'moving off the platform',
    pattern:
      /\b(whats\s*app|telegram|signal\s+me|wechat|text\s+me\s+(at|on)|call\s+me\s+(at|on)\s*\+?\d|e-?mail\s+me\s+(at|directly|on)|my\s+(personal\s+)?e-?mail\s+is|contact\s+me\s+(off|outside|directly\s+at|on\s+(whats|tele))|outside\s+(of\s+)?(dockside|this\s+(site|app|platform))|off\s+(the\s+)?(platform|site|app))\b/i,
  },
  { reason: 'e-mail address or phone number shared', pattern: /[\w.+-]+@[\w-]+\.[\w.]+|\+\d[\d\s().-]{8,}\d/ },
];

/** The reasons a message is flagged (empty: not flagged). */
export function scamReasons(text: string): string[] {
  return SCAM_RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.reason);
}
