import { groupDigits } from './digits';

describe('groupDigits', () => {
  it('groups by thousands as ko-KR does', () => {
    for (const n of [0, 7, 999, 1000, 12300, 1234567, -12300, 1000000000]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('ko-KR'));
    }
  });

  it('drops a fraction', () => {
    expect(groupDigits(1234.9)).toBe('1,234');
  });
});
