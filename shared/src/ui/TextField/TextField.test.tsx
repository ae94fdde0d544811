import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField';
import { TextArea } from './TextArea';
import { PageHeading } from '../PageHeading/PageHeading';

describe('the form kit', () => {
  it('keeps a button beside the field and a toggle inside it, both reachable by role', () => {
    render(
      <TextField
        label="휴대폰 번호"
        addon={<button type="button">인증번호 받기</button>}
        trailing={<button type="button">지우기</button>}
        success="인증 완료"
      />,
    );
    expect(screen.getByRole('textbox', { name: '휴대폰 번호' })).toHaveAccessibleDescription(
      '인증 완료',
    );
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '지우기' })).toBeInTheDocument();
  });

  it('is invalid without a message of its own when the form says why', () => {
    render(
      <>
        <p id="form-alert">휴대폰 번호 또는 비밀번호를 확인해주세요</p>
        <TextField
          label="비밀번호"
          type="password"
          invalid
          aria-describedby="form-alert"
          announceError={false}
        />
      </>,
    );
    const input = screen.getByLabelText('비밀번호');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('휴대폰 번호 또는 비밀번호를 확인해주세요');
  });

  it('counts the characters of a text area against its limit', async () => {
    function Post() {
      const [text, setText] = useState('');
      return (
        <TextArea
          label="내용"
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      );
    }
    render(<Post />);
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '안녕하세요');
    expect(screen.getByText('5/500자')).toBeInTheDocument();
  });

  it('gives the page one h1 with its description and actions', () => {
    render(
      <PageHeading
        title="커뮤니티"
        description="함께 배우는 이야기"
        actions={<button type="button">글쓰기</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeInTheDocument();
    expect(screen.getByText('함께 배우는 이야기')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '글쓰기' })).toBeInTheDocument();
  });
});
