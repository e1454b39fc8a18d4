/** Words that say nothing about a topic (English; the playbook and the product are in English). */
const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here hers
  him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our
  ours out over own same she should so some such than that the their theirs them then there these they this those
  through to too under until up very was we were what when where which while who whom why will with would you your
  yours get got go going want need make really thing things way lot much many should shall may might must also us
  let tell know think`.split(/\s+/),
);

/**
 * A light stemmer: enough that 'cofounders' meets 'cofounder', 'hiring' meets 'hire' and 'validated' meets
 * 'validate', without a dictionary.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed', 'er', 'ly', 'ment', 'ation', 'ion', 'e']) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** Lower-cased words (letters and digits; 'co-founder' is 'cofounder'), stop words out, stemmed. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\bco-(?=[a-z])/g, 'co')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(stem);
}
