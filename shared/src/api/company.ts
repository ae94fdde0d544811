// Company learners on the business server: the company, its compulsory classes, the user check.
import { apiGet } from './client';
import type { ClassCardData, Id, YN } from './types';

/** The user's company and its compulsory classes (spec: company, compulsory.enrolled). */
export interface CompanyWire {
  user_id: number;
  company: { company_id: number; company_name: string } | null;
  compulsory: ClassCardData[];
  /** The compulsory classes the user is enrolled in. */
  enrolled: ClassCardData[];
}

export function fetchCompany(userId: Id): Promise<CompanyWire> {
  return apiGet<CompanyWire>('/biz/users/biz/user/compulsory', { userId });
}

export interface BizUserCheck {
  user_id: number;
  exists: YN;
  biz_yn: YN;
  company_name: string;
}

/** `GET users/check` on the business server. */
export function checkBizUser(userId: Id): Promise<BizUserCheck> {
  return apiGet<BizUserCheck>('/biz/users/check', { userId });
}
