import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button/Button';
import { EmptyState } from './EmptyState/EmptyState';
import { ErrorState } from './ErrorState/ErrorState';
import { SectionHeader } from './SectionHeader/SectionHeader';
import { Skeleton } from './Skeleton/Skeleton';
import { Spinner } from './Spinner/Spinner';
import { TextField } from './TextField/TextField';

describe('Button', () => {
  it('is a real button that does not submit forms by default', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>수강 신청</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '수강 신청' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the variant and size', () => {
    render(
      <Button variant="ghost" size="lg">
        취소
      </Button>,
    );
    expect(screen.getByRole('button', { name: '취소' })).toHaveClass('button--ghost', 'button--lg');
  });

  it('is busy and ignores clicks while loading', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('always has a label tied to its input', () => {
    render(<TextField label="휴대폰 번호" />);
    expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).toBeInTheDocument();
  });

  it('keeps a hidden label for screen readers', () => {
    render(<TextField label="검색어" hideLabel placeholder="무엇을 배우고 싶으세요?" />);
    expect(screen.getByRole('textbox', { name: '검색어' })).toBeInTheDocument();
  });

  it('marks the input invalid and describes it with the error message', () => {
    render(
      <TextField
        label="휴대폰 번호"
        error="올바른 휴대폰 번호를 입력해주세요."
        hint="숫자만 입력"
      />,
    );
    const input = screen.getByRole('textbox', { name: '휴대폰 번호' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('올바른 휴대폰 번호를 입력해주세요. 숫자만 입력');
    expect(screen.getByRole('alert')).toHaveTextContent('올바른 휴대폰 번호를 입력해주세요.');
  });

  it('is valid without an error', () => {
    render(<TextField label="이름" />);
    expect(screen.getByRole('textbox', { name: '이름' })).not.toHaveAttribute('aria-invalid');
  });

  it('passes typing through', async () => {
    const onChange = jest.fn();
    render(<TextField label="이름" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: '이름' }), '배움');
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('배움');
  });
});

describe('states', () => {
  it('shows a Korean error with a 다시 시도 button that retries', async () => {
    const onRetry = jest.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('문제가 발생했어요');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a retry action', () => {
    render(<ErrorState message="권한이 없어요" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('권한이 없어요');
  });

  it('shows an empty state with its action', () => {
    render(<EmptyState title="찜한 클래스가 없어요" action={<Button>클래스 둘러보기</Button>} />);
    expect(screen.getByText('찜한 클래스가 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '클래스 둘러보기' })).toBeInTheDocument();
  });

  it('announces the spinner as loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
  });

  it('hides skeleton blocks from screen readers', () => {
    const { container } = render(<Skeleton circle width={40} height={40} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveClass('skeleton--circle');
  });
});

describe('SectionHeader', () => {
  it('is a heading at the given level', () => {
    render(<SectionHeader title="오늘의 추천 클래스" level={3} />);
    expect(
      screen.getByRole('heading', { level: 3, name: '오늘의 추천 클래스' }),
    ).toBeInTheDocument();
  });

  it('links 더보기, named after the section', () => {
    render(<SectionHeader title="인기 클래스" moreHref="/category?categoryId=1" />);
    expect(screen.getByRole('link', { name: '인기 클래스 더보기' })).toHaveAttribute(
      'href',
      '/category?categoryId=1',
    );
  });

  it('makes 더보기 a button when there is only a handler', async () => {
    const onMore = jest.fn();
    render(<SectionHeader title="인기 클래스" onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: '인기 클래스 더보기' }));
    expect(onMore).toHaveBeenCalled();
  });
});

describe('SectionHeader with an action', () => {
  it('shows the caller’s link in place of 더보기', () => {
    render(
      <SectionHeader
        variant="block"
        title="후기"
        moreHref="/class/1/review"
        action={<a href="/class/1/review">후기 3개 전체 보기</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '후기' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '후기 3개 전체 보기' })).toHaveAttribute(
      'href',
      '/class/1/review',
    );
    expect(screen.queryByRole('link', { name: '후기 더보기' })).not.toBeInTheDocument();
  });
});
