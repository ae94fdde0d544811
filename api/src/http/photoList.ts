// The photo list of a post, a reply, a review or a profile: our own image addresses only.
import { z } from './validate.ts';

/** Photo URLs must be our own images (uploads or generated), stored without the public prefix. */
export function photoListSchema(publicBase: string) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') {
        const t = v.trim();
        if (t.startsWith('[')) {
          try {
            return JSON.parse(t);
          } catch {
            return v;
          }
        }
        return t
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }
      return v;
    },
    z
      .array(
        z
          .string()
          .max(300)
          .transform((s) =>
            publicBase && s.startsWith(`${publicBase}/images/`) ? s.slice(publicBase.length) : s,
          )
          .refine((s) => /^\/images\/[A-Za-z0-9_./-]+$/.test(s) && !s.includes('..'), {
            message: '사진은 배움에 올린 이미지 주소만 사용할 수 있습니다.',
          }),
      )
      .max(10, { message: '사진은 10장까지 올릴 수 있습니다.' }),
  );
}
