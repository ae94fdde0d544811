// The studio's class rules (issue 36), shared by the class form and the API.
import { classFieldProblem, cleanClassText, isWebVtt } from './rules';

describe('class fields', () => {
  it('counts characters (code points) after cleaning', () => {
    expect(classFieldProblem('title', '  다섯글자다  ')).toBeNull();
    expect(classFieldProblem('title', '😀😀😀😀')).toBe('length');
    expect(classFieldProblem('title', '가'.repeat(61))).toBe('length');
  });

  it('keeps titles and summaries on one line; descriptions keep their line breaks', () => {
    expect(classFieldProblem('title', '두 줄\n제목입니다')).toBe('lines');
    expect(classFieldProblem('summary', '한\r\n줄')).toBe('lines');
    expect(cleanClassText('첫 줄\r\n둘째\t줄')).toBe('첫 줄\n둘째 줄');
    expect(classFieldProblem('description', '첫 줄\n\n둘째 줄')).toBeNull();
    expect(classFieldProblem('description', '\u202e뒤집기')).toBe('characters');
  });

  it('takes whole numbers in range only', () => {
    expect(classFieldProblem('price', 0)).toBeNull();
    expect(classFieldProblem('price', 10_000_001)).toBe('range');
    expect(classFieldProblem('discount', 90)).toBeNull();
    expect(classFieldProblem('discount', 91)).toBe('range');
    expect(classFieldProblem('months', 0)).toBe('range');
    expect(classFieldProblem('months', 2.5)).toBe('integer');
    expect(classFieldProblem('price', '9900')).toBe('type');
  });
});

describe('WebVTT captions', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it('needs the WEBVTT signature in UTF-8', () => {
    expect(isWebVtt(bytes('WEBVTT\n\n00:00.000 --> 00:01.000\n안녕'))).toBe(true);
    expect(isWebVtt(bytes('\ufeffWEBVTT - 한국어\n'))).toBe(true);
    expect(isWebVtt(bytes('WEBVTT'))).toBe(true);
    expect(isWebVtt(bytes('WEBVTTX\n'))).toBe(false);
    expect(isWebVtt(bytes('1\n00:00:00,000 --> 00:00:01,000\nSRT'))).toBe(false);
    expect(isWebVtt(new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff]))).toBe(false);
  });
});
