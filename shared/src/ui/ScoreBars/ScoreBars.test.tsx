import { render, screen, within } from '@testing-library/react';
import { ScoreBars } from './ScoreBars';

const bars = [
  { score: 5, label: '5점', count: '3개 (75%)', percent: 75 },
  { score: 4, label: '4점', count: '1개 (25%)', percent: 25 },
];

describe('ScoreBars', () => {
  it('is a named list, a row per score with its label and count', () => {
    render(<ScoreBars label="별점별 후기 수" bars={bars} />);
    const list = screen.getByRole('list', { name: '별점별 후기 수' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('5점3개 (75%)');
    expect(rows[1]).toHaveTextContent('4점1개 (25%)');
  });

  it('reads a row as its accessible label when it has one', () => {
    render(
      <ScoreBars
        bars={[
          { score: 5, label: '5점', count: '3', percent: 60, accessibleLabel: '5점 3개, 60%' },
        ]}
      />,
    );
    expect(screen.getByRole('listitem', { name: '5점 3개, 60%' })).toBeInTheDocument();
  });
});
