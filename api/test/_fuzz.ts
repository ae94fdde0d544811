import { analyzeQuery, Vocabulary, classSearchForms } from '../src/services/koreanQuery.ts';
const v = new Vocabulary(['파이썬 기초', '요가', '홈베이킹']);
const chars = 'abcdefghijklmnopqrstuvwxyzQWERTOPㄱㄲㄴㄷㅏㅑㅗㅘㅙㅝㅢ가각깎힣 %_#😀Ａ１\u200b'.split('');
let seed = 1; const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const t0 = Date.now();
for (let i = 0; i < 20000; i++) {
  const s = Array.from({ length: 1 + Math.floor(rnd() * 12) }, () => chars[Math.floor(rnd() * chars.length)]).join('');
  try { analyzeQuery(s, v); classSearchForms({name:s,keywords:s,category:s,subCategory:s,coach:s,summary:s,description:s}); } catch (e) { console.log(JSON.stringify(s), (e as Error).message); process.exit(1); }
}
console.log('ok', Date.now() - t0, 'ms');
