// Hangul helpers: initial consonants (초성) for suggestion matching like "ㅇㅅ" → "엑셀".
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

export function choseong(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code >= 0xac00 && code <= 0xd7a3) out += CHOSEONG[Math.floor((code - 0xac00) / 588)];
    else if (ch.trim()) out += ch.toLowerCase();
  }
  return out;
}

/** True when the text is made only of compatibility consonants (the user typed 초성 only). */
export function isChoseongOnly(text: string): boolean {
  const t = text.replace(/\s/g, '');
  return t.length > 0 && [...t].every((ch) => CHOSEONG.includes(ch));
}
