import { expect, it } from 'vitest';
import { ACCOUNT_HASH } from '../../domain/paths/account-hash';
import { ACCOUNT_FRAGMENT } from './incentive-boot';

it('the account pop-in opens the account overlay’s fragment', () => {
  expect(ACCOUNT_FRAGMENT).toBe(ACCOUNT_HASH);
});
