// Korean particles: 을/를, 이/가, 은/는 depend on whether the last syllable has a final consonant.
function hasFinal(word: string): boolean {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  // Latin letters and digits read aloud: a rough but good-enough rule for titles like "A to Z".
  return /[lmnr013678]$/i.test(last);
}

export function josa(word: string, withFinal: string, withoutFinal: string): string {
  return `${word}${hasFinal(word) ? withFinal : withoutFinal}`;
}
