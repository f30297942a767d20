import dividends from './dividends';

export const dividendsRoutes = [dividends];
