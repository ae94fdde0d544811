/**
 * A polite live region that is always in the page, so screen readers hear each async result
 * (인증번호를 보냈어요, 처리하는 중이에요) when its text changes. Visually hidden.
 */
export function LiveRegion({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
