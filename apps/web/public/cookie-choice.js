// Marks, before the first paint, a visitor who has answered the cookie banner, which pages drawn by the server hold:
// index.css keeps it out of sight until the app runs (decision 067). Names and rule as in lib/cookie-consent.
(function markCookieAnswered() {
  let visit = false;
  try {
    visit = sessionStorage.getItem('cookieAnsweredThisVisit') === '1';
  } catch {
    // storage switched off: not answered in this visit
  }
  const choice = /(?:^|;\s*)acceptCookie=(Y|N)(?:;|$)/.exec(document.cookie)?.[1];
  if (choice === 'Y' || (choice === 'N' && visit)) document.documentElement.setAttribute('data-cookie-answered', '');
})();
