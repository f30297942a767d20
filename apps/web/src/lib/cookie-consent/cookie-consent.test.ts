import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import earlyScript from '../../../public/cookie-choice.js?raw';
import { ANSWERED_THIS_VISIT_KEY, COOKIE_NAME, readCookieChoice } from './cookie-consent';

/** public/cookie-choice.js, run as the page's <head> runs it; whether it marked the visitor as having answered. */
const answeredBeforePaint = () => {
  document.documentElement.removeAttribute('data-cookie-answered');
  new Function(earlyScript)();
  return document.documentElement.hasAttribute('data-cookie-answered');
};

/** The module as a newly opened page loads it. */
const freshPage = async () => {
  vi.resetModules();
  return import('./cookie-consent');
};

const storeCookie = (value: string) => {
  document.cookie = `${COOKIE_NAME}=${value}; path=/`;
};

beforeEach(() => {
  document.cookie = `${COOKIE_NAME}=; max-age=0; path=/`;
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe('readCookieChoice', () => {
  it('reads Y or N and ignores anything else', () => {
    expect(readCookieChoice('a=1; acceptCookie=Y')).toBe('Y');
    expect(readCookieChoice('acceptCookie=N')).toBe('N');
    expect(readCookieChoice('acceptCookie=maybe')).toBeUndefined();
    expect(readCookieChoice('')).toBeUndefined();
  });
});

describe('the cookie banner across a visit', () => {
  it('shows while no choice is stored', async () => {
    const { useCookieBannerVisible } = await freshPage();
    expect(renderHook(() => useCookieBannerVisible()).result.current).toBe(true);
  });

  it('hides once refused, and stays hidden for the rest of the visit, reloads included', async () => {
    const { useCookieBannerVisible, saveCookieChoice } = await freshPage();
    const { result } = renderHook(() => useCookieBannerVisible());
    act(() => saveCookieChoice('N'));
    expect(result.current).toBe(false);
    expect(readCookieChoice()).toBe('N');
    expect(window.sessionStorage.getItem(ANSWERED_THIS_VISIT_KEY)).toBe('1');
    // a reload of the same tab: the module starts again, session storage is still there
    const reloaded = await freshPage();
    expect(renderHook(() => reloaded.useCookieBannerVisible()).result.current).toBe(false);
  });

  it('asks again on a later visit while the stored choice is N', async () => {
    storeCookie('N');
    const { useCookieBannerVisible } = await freshPage();
    expect(renderHook(() => useCookieBannerVisible()).result.current).toBe(true);
  });

  it('never asks again once accepted', async () => {
    storeCookie('Y');
    const { useCookieBannerVisible } = await freshPage();
    expect(renderHook(() => useCookieBannerVisible()).result.current).toBe(false);
  });
});

describe('the banner a page drawn by the server holds, before the app runs', () => {
  it('is out of sight for a visitor who accepted, or refused in this visit', () => {
    storeCookie('Y');
    expect(answeredBeforePaint()).toBe(true);
    storeCookie('N');
    window.sessionStorage.setItem(ANSWERED_THIS_VISIT_KEY, '1');
    expect(answeredBeforePaint()).toBe(true);
  });

  it('is in sight on a first visit, and on a later one while the stored choice is N', () => {
    expect(answeredBeforePaint()).toBe(false);
    storeCookie('N');
    expect(answeredBeforePaint()).toBe(false);
  });
});
