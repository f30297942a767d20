import memberDeposit from './member-deposit';
import memberDepositStatement from './member-deposit-statement';

export const memberDepositRoutes = [memberDeposit, memberDepositStatement];
