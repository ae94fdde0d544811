// Seeded people: the demo learner and coach, coaches and learners with nicknames and photos.
import type { Gen, Rec } from './types.ts';
import { COACH_COUNT, LEARNER_COUNT, DAY } from './types.ts';
import { COMPANIES, GIVEN, NICKNAMES, PROFILE_COMMENTS, SURNAMES } from './peopleData.ts';

export const DEMO = {
  learner: { id: 1, phone: '01012345678', password: 'baeum1234!', name: '김배움' },
  coach: { id: 2, phone: '01098765432', password: 'coach1234!', name: '이코치' },
  /** Every other seeded account shares this password (handy for trying a coach's view). */
  otherPassword: 'seed1234!',
};

export function makeUsers(g: Gen, hashes: { learner: string; coach: string; other: string }) {
  const { rng } = g;
  const users: Rec[] = [];
  const usedNames = new Set<string>();
  const personName = () => {
    for (;;) {
      const n = rng.pick(SURNAMES) + rng.pick(GIVEN);
      if (!usedNames.has(n) || usedNames.size > SURNAMES.length * GIVEN.length * 0.8) {
        usedNames.add(n);
        return n;
      }
    }
  };
  usedNames.add(DEMO.learner.name);
  usedNames.add(DEMO.coach.name);
  // Members are shown by unique names (migration 011): a nickname already given gets the next
  // number (no extra draw, so the rest of the seed stays as it was).
  const usedNicknames = new Set<string>();
  const uniqueNickname = (base: string, n: number) => {
    while (usedNicknames.has(`${base}${n}`) || usedNames.has(`${base}${n}`)) n++;
    usedNicknames.add(`${base}${n}`);
    return `${base}${n}`;
  };
  users.push({
    id: DEMO.learner.id,
    phone: DEMO.learner.phone,
    password_hash: hashes.learner,
    name: DEMO.learner.name,
    nickname: null,
    email: 'learner@baeum.test',
    profile_comment: '매일 조금씩 성장하는 중입니다 🌱 요즘은 아이패드 드로잉에 빠져 있어요.',
    gender: 'F',
    coach_yn: 'N',
    company_id: 1,
    chat_unread_cnt: 3,
    created_at: g.ago(400 * DAY),
  });
  users.push({
    id: DEMO.coach.id,
    phone: DEMO.coach.phone,
    password_hash: hashes.coach,
    name: DEMO.coach.name,
    nickname: null,
    email: 'coach@baeum.test',
    profile_comment: '그림과 엑셀을 가르치는 이코치입니다. 왕초보도 끝까지 완주하게 도와드려요!',
    gender: 'M',
    coach_yn: 'Y',
    company_id: null,
    chat_unread_cnt: 5,
    created_at: g.ago(900 * DAY),
  });
  for (let id = 3; id <= COACH_COUNT + 1; id++) {
    const name = personName();
    users.push({
      id,
      phone: `0105${String(id).padStart(7, '0')}`,
      password_hash: hashes.other,
      name,
      nickname: null,
      email: `coach${id}@baeum.test`,
      profile_comment: `${name} 코치입니다. 함께 즐겁게 배워요!`,
      gender: rng.pick(['F', 'M']),
      coach_yn: 'Y',
      company_id: null,
      chat_unread_cnt: 0,
      created_at: g.ago(rng.int(300, 1200) * DAY),
    });
  }
  const firstLearner = COACH_COUNT + 2;
  for (let i = 0; i < LEARNER_COUNT; i++) {
    const id = firstLearner + i;
    const name = personName();
    users.push({
      id,
      phone: `0106${String(id).padStart(7, '0')}`,
      password_hash: hashes.other,
      name,
      nickname: rng.chance(0.12) ? uniqueNickname(rng.pick(NICKNAMES), rng.int(1, 99)) : null,
      email: rng.chance(0.7) ? `user${id}@baeum.test` : null,
      profile_comment: rng.pick(PROFILE_COMMENTS),
      gender: rng.pick(['F', 'M', 'N']),
      coach_yn: 'N',
      company_id: rng.chance(0.05) ? rng.int(1, COMPANIES.length) : null,
      chat_unread_cnt: 0,
      created_at: g.ago(rng.int(1, 700) * DAY),
    });
  }
  const coachIds = users.filter((u) => u.coach_yn === 'Y').map((u) => u.id as number);
  const learnerIds = users.filter((u) => u.coach_yn === 'N').map((u) => u.id as number);
  return { users, coachIds, learnerIds };
}

export function displayName(u: Rec): string {
  return (u.nickname as string | null) ?? (u.name as string);
}
