import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { HttpProblem, dangerBody } from '../../http/problem.js';

/** 404 for a referral that does not exist or is not the caller's: the two are never told apart. */
export const referralNotFound = () => new HttpProblem(404, dangerBody(REFERRAL_MESSAGES.notFound));
